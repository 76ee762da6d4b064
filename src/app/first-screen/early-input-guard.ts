// The prerendered first screen (scripts/prerender.ts) is painted before the app's script runs.
// A form in it would otherwise submit natively, as a GET: the fields, the password among them,
// would land in the address, the history and every log. This guard is inlined into index.html
// (vite.config.ts) and runs before anything else, so it holds even when the app's script fails
// to load. It never lets a form submit natively, and it remembers what the user did before the
// app took over (the submit, the presses, the focused field) for take-over-first-screen.ts to
// carry into the app. Values typed are read from the prerendered fields themselves.
//
// It is inlined with Function.prototype.toString: it must use nothing from outside its body.

/** What the user did on the prerendered screen before the app took it over. */
export interface EarlyInput {
  /** The last submit of a prerendered form, held instead of sent. */
  submit: { form: HTMLFormElement; submitter: HTMLElement | null; at: number } | null;
  /**
   * Presses on prerendered buttons (not links, not submit buttons), once per button at the time
   * of its last press: a trigger pressed twice is one request to open it, never to toggle it shut.
   */
  presses: { element: HTMLElement; at: number }[];
  /** The prerendered field or control that last had focus. */
  focus: HTMLElement | null;
}

/** Where the guard leaves its record on `window`. */
export const earlyInputKey = '__academyEarlyInput';

/** The message a held form shows, by <html lang> (`hy`, `en`, `ru`). */
export type HeldSubmitMessages = Record<string, string>;

/** Installs the guard; returns its removal (the page never removes it; tests do). */
export function installEarlyInputGuard(
  win: Window & typeof globalThis,
  messages: HeldSubmitMessages,
): () => void {
  const doc = win.document;
  const record: EarlyInput = { submit: null, presses: [], focus: null };
  (win as unknown as Record<string, unknown>)['__academyEarlyInput'] = record;
  let sequence = 0;

  const prerendered = (target: EventTarget | null): HTMLElement | null =>
    target instanceof win.HTMLElement && target.closest('#root > [data-prerendered]') !== null
      ? target
      : null;

  const showHeld = (form: HTMLFormElement) => {
    form.setAttribute('aria-busy', 'true');
    if (form.querySelector('[data-held-submit]')) return;
    const note = doc.createElement('p');
    note.className = 'form-alert form-alert--info form-held-status';
    note.setAttribute('role', 'status');
    note.setAttribute('data-held-submit', '');
    form.appendChild(note);
    // Filled after it is in the page, so screen readers announce the change.
    win.setTimeout(() => {
      note.textContent = messages[doc.documentElement.lang] ?? messages['en'] ?? '';
    }, 50);
  };

  // A prerendered form is held: the app sends it with the same values once it has started.
  const holdSubmit = (event: Event) => {
    const form = prerendered(event.target);
    if (!(form instanceof win.HTMLFormElement)) return;
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter ?? null;
    record.submit = { form, submitter: submitter as HTMLElement | null, at: (sequence += 1) };
    showHeld(form);
  };

  // Any form, prerendered or the app's own: if nothing handled its submit, it is not sent
  // natively either (the app's handlers run before this, on the way up).
  const neverNative = (event: Event) => {
    if (!event.defaultPrevented) event.preventDefault();
  };

  // A press on a button (a menu trigger, a carousel arrow, "Load more") is replayed by the app.
  // Links keep working natively; a submit button's press is the form's submit above.
  const keepPress = (event: Event) => {
    const target = prerendered(event.target);
    const control = target?.closest<HTMLElement>('button, [role="button"], summary');
    if (!control || control.closest('a[href]')) return;
    if (control instanceof win.HTMLButtonElement && control.type === 'submit' && control.form)
      return;
    record.presses = record.presses.filter((press) => press.element !== control);
    record.presses.push({ element: control, at: (sequence += 1) });
  };

  const keepFocus = (event: Event) => {
    const target = prerendered(event.target);
    if (target) record.focus = target;
  };

  doc.addEventListener('submit', holdSubmit, true);
  win.addEventListener('submit', neverNative);
  doc.addEventListener('click', keepPress, true);
  doc.addEventListener('focusin', keepFocus, true);
  return () => {
    doc.removeEventListener('submit', holdSubmit, true);
    win.removeEventListener('submit', neverNative);
    doc.removeEventListener('click', keepPress, true);
    doc.removeEventListener('focusin', keepFocus, true);
  };
}
