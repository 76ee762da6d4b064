/**
 * After a refused submit, move focus to the first field marked invalid so keyboard and
 * screen-reader users land on the problem. Runs after React has painted the errors.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  requestAnimationFrame(() => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  });
}
