import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../tests/support/render-app';
import { Field } from './field';

beforeEach(async () => {
  await setupI18n('en');
});

describe('Field as a group (labelAs="legend")', () => {
  const group = (errorKey?: string) => (
    <form>
      <Field label="Question 1" labelAs="legend" hint="Choose one." errorKey={errorKey}>
        {() => (
          <>
            <input type="radio" name="q" aria-label="Yes" />
            <input type="radio" name="q" aria-label="No" />
          </>
        )}
      </Field>
    </form>
  );

  it('names the fieldset by its legend and describes it by its hint', () => {
    render(group());
    const fieldset = screen.getByRole('group', { name: 'Question 1' });
    expect(fieldset).toHaveAccessibleDescription('Choose one.');
    expect(fieldset).not.toHaveAttribute('aria-invalid');
  });

  it('marks the whole group invalid with its error last in the description', () => {
    render(group('quizzes:unansweredQuestion'));
    const fieldset = screen.getByRole('group', { name: 'Question 1' });
    expect(fieldset).toHaveAttribute('aria-invalid', 'true');
    expect(fieldset).toHaveAccessibleDescription('Choose one. Answer this question.');
    // Announced with the group when focus reaches it, not as a live region of its own.
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
