import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applyQuizEdit,
  emptyQuestion,
  type QuizEditResult,
  type QuizState,
} from '@/machines/course-form/quiz-values';
import { setupI18n } from '../../../../tests/support/render-app';
import { QuizSection } from './quiz-section';

beforeAll(() => setupI18n('en'));

/** The quiz section with its edits applied as the course form's machine applies them. */
function Quiz({ initial }: { initial: QuizState }) {
  const [state, setState] = useState<QuizEditResult>({ ...initial, errors: {}, notice: null });
  return (
    <QuizSection
      id="quiz"
      questions={state.questions}
      practice={state.practice}
      fieldErrors={state.errors}
      notice={state.notice}
      keepOneQuestion={false}
      onEdit={(edit) => setState((current) => applyQuizEdit(current, current.errors, edit))}
    />
  );
}

const questions = (count: number) =>
  Array.from({ length: count }, (_, q) => ({
    ...emptyQuestion(),
    question_text: `Question number ${q + 1}?`,
  }));

describe('the quiz section of the course form', { timeout: 40_000 }, () => {
  it('says its limit before the questions, and at 30 a word of the limit instead of Add', async () => {
    const user = userEvent.setup();
    const { container } = render(<Quiz initial={{ questions: questions(29), practice: [] }} />);
    // The label's text, then the control it names: a role or label query computes the accessible
    // name of every one of 29 questions' controls, which took jsdom seconds per query.
    const question = (number: number) => {
      const label = screen.getByText(new RegExp(`^Question ${number}( \\*)?$`), {
        selector: 'label',
      }) as HTMLLabelElement;
      return document.getElementById(label.htmlFor)!;
    };
    const add = () => screen.queryByText('Add a quiz question', { selector: 'button' });
    const quiz = container.querySelector('fieldset')!;
    const hint = screen.getByText(/A course may end with a quiz of up to 30 questions\./);
    // Read before the questions, not after all of them and the practice assignments.
    expect(
      hint.compareDocumentPosition(question(1)) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(quiz.getAttribute('aria-describedby')).toContain(hint.id);

    await user.click(add()!);
    expect(question(30)).toHaveFocus();
    expect(add()).toBeNull();
    expect(
      screen.getByText('A quiz has at most 30 questions: remove one to add another.'),
    ).toBeVisible();
    await user.click(screen.getByText('Remove question 30', { selector: 'button' }));
    expect(add()).toBeVisible();
  });

  it('at 10 practice assignments, says so instead of Add', async () => {
    const user = userEvent.setup();
    const practice = Array.from({ length: 9 }, (_, p) => ({
      key: `p${p}`,
      assignment_text: `Task ${p + 1}`,
      correct_answer: 'done',
    }));
    render(<Quiz initial={{ questions: [], practice }} />);
    await user.click(screen.getByRole('button', { name: 'Add a practice assignment' }));
    expect(screen.queryByRole('button', { name: 'Add a practice assignment' })).toBeNull();
    expect(
      screen.getByText('At most 10 practice assignments: remove one to add another.'),
    ).toBeVisible();
  });

  it('keeps focus with a moved practice assignment, on the other button at either end', async () => {
    const user = userEvent.setup();
    const practice = ['First', 'Second', 'Third'].map((text, p) => ({
      key: `p${p}`,
      assignment_text: text,
      correct_answer: 'done',
    }));
    render(<Quiz initial={{ questions: [], practice }} />);
    await user.click(screen.getByRole('button', { name: 'Move assignment 3 up' }));
    // Now second: its own Up button still has focus, and the rows changed places.
    expect(screen.getByRole('button', { name: 'Move assignment 2 up' })).toHaveFocus();
    expect(screen.getByLabelText(/^Assignment 2/)).toHaveValue('Third');
    await user.click(screen.getByRole('button', { name: 'Move assignment 2 up' }));
    // First: Up is disabled there, so focus moves to its Down button.
    expect(screen.getByRole('button', { name: 'Move assignment 1 down' })).toHaveFocus();
    expect(screen.getByLabelText(/^Assignment 1/)).toHaveValue('Third');
  });

  it('brings back the marks a switch to single choice set aside, and says so', async () => {
    const user = userEvent.setup();
    render(<Quiz initial={{ questions: questions(1), practice: [] }} />);
    const type = screen.getByRole('group', { name: 'Question 1: answer type' });
    const mark = (number: number) =>
      screen.getByLabelText(`Option ${number} of question 1 is correct`);
    await user.click(within(type).getByRole('radio', { name: 'Multiple choice' }));
    await user.click(mark(1));
    await user.click(mark(2));
    await user.click(within(type).getByRole('radio', { name: 'Single choice' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      /only the first marked option stays marked\. Switch back to multiple choice before saving/,
    );
    expect(mark(1)).toBeChecked();
    expect(mark(2)).not.toBeChecked();
    await user.click(within(type).getByRole('radio', { name: 'Multiple choice' }));
    expect(mark(1)).toBeChecked();
    expect(mark(2)).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Multiple choice again: the other correct marks are back.',
    );
  });
});
