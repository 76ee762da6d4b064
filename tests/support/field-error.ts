/**
 * The error shown under a control: the last element it is described by (the frame puts the error
 * last), and only when that is an error, so a hint is never mistaken for one.
 */
export function errorUnder(control: HTMLElement): string | null | undefined {
  const last = control.getAttribute('aria-describedby')?.split(' ').at(-1);
  const element = last ? document.getElementById(last) : null;
  return element?.classList.contains('field__error') ? element.textContent : undefined;
}
