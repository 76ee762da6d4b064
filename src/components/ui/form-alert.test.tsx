import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../tests/support/render-app';
import { FormAlert } from './form-alert';

beforeEach(async () => {
  await setupI18n('en');
});

describe('FormAlert', () => {
  it('says an error at once and anything else politely, as one paragraph', () => {
    render(
      <>
        <FormAlert tone="error" messageKey="auth.something_went_wrong" />
        <FormAlert tone="success" messageKey="payments:verifying" />
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.tagName).toBe('P');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('status').tagName).toBe('P');
    expect(alert).not.toHaveAttribute('tabindex');
  });

  it('holds a title, a detail and the actions in the one region', async () => {
    const Retrying = () => {
      const [tries, setTries] = useState(0);
      return (
        <FormAlert
          tone="error"
          title="Payment failed."
          messageKey="payments:failure.network"
          detail={`Tries: ${tries}`}
          actions={
            <button type="button" onClick={() => setTries((count) => count + 1)}>
              Retry
            </button>
          }
        />
      );
    };
    render(<Retrying />);
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('strong')).toHaveTextContent('Payment failed.');
    expect(alert).toHaveTextContent(/^Payment failed\. .+Tries: 0Retry$/);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(alert).toHaveTextContent('Tries: 1');
  });

  it('takes focus when it appears only when asked to', () => {
    const { rerender } = render(<FormAlert tone="error" messageKey="auth.something_went_wrong" />);
    expect(document.body).toHaveFocus();
    rerender(<FormAlert tone="error" messageKey="auth.something_went_wrong" focusOnShow />);
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveAttribute('tabindex', '-1');
  });
});
