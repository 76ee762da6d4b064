const focusable = 'input, textarea, select, button, [tabindex]';

/**
 * After a refused submit, move focus to the first field marked invalid so keyboard and
 * screen-reader users land on the problem. A group (a radiogroup of choices) hands focus to
 * its checked or first control. Runs after React has painted the errors.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  requestAnimationFrame(() => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    const target = invalid.matches(focusable)
      ? invalid
      : (invalid.querySelector<HTMLElement>('[aria-checked="true"]') ??
        invalid.querySelector<HTMLElement>(focusable));
    target?.focus();
  });
}
