import { useCallback, useEffect, useState } from 'react';

const focusable = 'input, textarea, select, button, [tabindex]';

/**
 * After a refused submit, move focus to the first field marked invalid so keyboard and
 * screen-reader users land on the problem. A group (a radiogroup of choices) hands focus to
 * its checked or first control. The field is the one invalid when the refusal is committed;
 * focus moves after React has painted the errors, and not at all if the user has moved it in
 * between: a quick typist already fixing the first field keeps typing there (typing clears
 * that field's error, so a later look would pick the next field and pull focus away).
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const target = invalid.matches(focusable)
    ? invalid
    : (invalid.querySelector<HTMLElement>('[aria-checked="true"]') ??
      invalid.querySelector<HTMLElement>(focusable));
  const focusedBefore = document.activeElement;
  requestAnimationFrame(() => {
    if (document.activeElement !== focusedBefore) return;
    target?.focus();
  });
}

/**
 * Focuses the first invalid field of the form `formId` each time a submit is refused: when
 * `refused` turns on (a server answer) and on every refused attempt (call the returned function
 * on submit). Typing, which clears the typed field's error, never moves focus away.
 */
export function useFocusFirstInvalidOnRefusal(formId: string, refused: boolean): () => void {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (refused) focusFirstInvalid(document.getElementById(formId) as HTMLFormElement | null);
  }, [refused, attempt, formId]);
  return useCallback(() => setAttempt((count) => count + 1), []);
}
