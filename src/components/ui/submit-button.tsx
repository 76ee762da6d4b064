import type { ReactNode } from 'react';
import { Spinner } from './spinner';
import './forms.css';

interface SubmitButtonProps {
  children: ReactNode;
  /** A request is in flight: the button shows progress, keeps focus and cannot submit twice. */
  busy?: boolean;
  disabled?: boolean;
  /** Already translated text read while busy, e.g. "Signing in...". */
  busyLabel?: string;
  className?: string;
  /** The id of a note read with the button (what pressing it will do). */
  describedBy?: string;
}

export function SubmitButton({
  children,
  busy = false,
  disabled = false,
  busyLabel,
  className = 'button button--primary',
  describedBy,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`${className} submit-button`}
      // While busy the button keeps the focus it has (a disabled button drops it to the page) and
      // says it cannot be pressed; a press, or Enter in a field (which clicks it), does nothing.
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {busy ? <Spinner label={busyLabel} /> : null}
      <span>{children}</span>
    </button>
  );
}
