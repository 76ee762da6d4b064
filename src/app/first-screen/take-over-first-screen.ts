// The app's first render replaces the prerendered first screen in one commit (main.tsx). What the
// user did on that screen before then is carried into the app's own elements once it has
// committed: the values typed and boxes ticked, the focused field and its caret, and then the
// last press or the held submit (early-input-guard.ts), acted on once. An element is matched to
// its prerendered twin by what it is (tag, type, name, accessible name) and its place among
// elements that look the same: the prerendered markup is the app's own first render, so the two
// agree, and where the app shows a look-alike first (a header control whose chunk is still
// loading) the look-alike carries the same name and takes the press.
import type { Press } from '../layout/deferred-control';
import { earlyInputKey, type EarlyInput } from './early-input-guard';
import { takeOverKeyAttribute } from './take-over-key';

const controls = 'input, textarea, select, button, [role="button"], summary, form, a[href]';

/**
 * What an element is, ignoring ids and classes (generated ids need not match). A form is what
 * its fields are named: its text changes (the note early-input-guard.ts adds to a held form). A
 * control marked with `data-take-over-key` is that key: its name is not the same in every
 * language, and a language chosen before the app started changes it.
 */
function signature(element: Element): string {
  const tag = element.tagName.toLowerCase();
  const stableKey = element.getAttribute(takeOverKeyAttribute);
  if (stableKey) return `${tag}|key|${stableKey}`;
  if (element instanceof HTMLFormElement)
    return `form|${[...element.elements].map((each) => each.getAttribute('name') ?? '').join(',')}`;
  const field = tag === 'input' || tag === 'textarea' || tag === 'select';
  const name = element.getAttribute('aria-label') ?? (field ? '' : element.textContent);
  return [
    tag,
    element.getAttribute('type') ?? '',
    element.getAttribute('name') ?? '',
    (name ?? '').trim().replace(/\s+/g, ' ').slice(0, 80),
  ].join('|');
}

/** Every control under `roots` by signature and place: `button|button||Menu|#0`. */
function keyControls(roots: Iterable<Element>): Map<string, HTMLElement> {
  const seen = new Map<string, number>();
  const keyed = new Map<string, HTMLElement>();
  for (const root of roots)
    for (const element of root.querySelectorAll<HTMLElement>(controls)) {
      const base = signature(element);
      const place = seen.get(base) ?? 0;
      seen.set(base, place + 1);
      keyed.set(`${base}#${place}`, element);
    }
  return keyed;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changedByUser(field: Field): boolean {
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/** Gives the app's field the prerendered field's value the way typing would (React sees it). */
function carryValue(from: Field, to: Field): void {
  if (isToggle(from)) {
    if (isToggle(to) && to.checked !== from.checked) to.click();
    return;
  }
  const prototype = Object.getPrototypeOf(to) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setter) return;
  setter.call(to, from.value);
  to.dispatchEvent(
    new Event(to instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

function carryFocus(from: HTMLElement, to: HTMLElement): void {
  to.focus();
  if (!(from instanceof HTMLInputElement || from instanceof HTMLTextAreaElement)) return;
  if (!(to instanceof HTMLInputElement || to instanceof HTMLTextAreaElement)) return;
  try {
    // e-mail and number fields have no selection API: there the caret stays where focus puts it.
    if (from.selectionStart !== null && from.selectionEnd !== null)
      to.setSelectionRange(
        from.selectionStart,
        from.selectionEnd,
        from.selectionDirection ?? undefined,
      );
  } catch {
    /* not a text field */
  }
}

export interface TakeOverOptions {
  /**
   * Gives a control a press as the browser would (deferred-control.ts's replayPress: radix menus
   * open on pointerdown, dialogs on click). Passed in, so this chunk carries no copy of the entry.
   */
  replayPress: (trigger: HTMLElement, press: Press) => void;
  /** How long to wait for an element the app renders later (a lazy part) before giving up. */
  giveUpAfterMs?: number;
}

/**
 * Call right before the app's first render into `container`, over a prerendered first screen.
 * Returns a function that stops waiting (tests; the app lets it run out).
 */
export function takeOverFirstScreen(
  container: HTMLElement,
  { replayPress, giveUpAfterMs = 10_000 }: TakeOverOptions,
): () => void {
  const input: EarlyInput = ((window as unknown as Record<string, unknown>)[earlyInputKey] as
    EarlyInput | undefined) ?? { submit: null, presses: [], focus: null };
  const firstScreen = [...container.querySelectorAll(':scope > [data-prerendered]')];
  // Keys are taken now, while the prerendered elements are in the page; their values are read
  // only once the app has replaced them, so typing until the very commit is kept.
  const previous = keyControls(firstScreen);
  const keyOf = new Map([...previous].map(([key, element]) => [element, key]));

  /** `intent`: the press or submit, acted on once every value and the focus are in place. */
  type Step = { key: string; run: (twin: HTMLElement) => void; intent?: boolean };
  const steps: Step[] = [];
  let observer: MutationObserver | null = null;
  let prepared = false;
  /** Each intent waits a task, so React has taken the values (and intents) before it. */
  let intents: Promise<void> = Promise.resolve();
  const afterATask = (run: () => void) => {
    intents = intents.then(
      () =>
        new Promise<void>((resolve) =>
          window.setTimeout(() => {
            try {
              run();
            } finally {
              resolve();
            }
          }),
        ),
    );
  };
  let timer: number | undefined;
  const stop = () => {
    observer?.disconnect();
    window.clearTimeout(timer);
  };

  const prepare = () => {
    for (const [key, element] of previous)
      if (isField(element) && changedByUser(element))
        steps.push({ key, run: (twin) => isField(twin) && carryValue(element, twin) });
    const focusKey = input.focus && keyOf.get(input.focus);
    if (input.focus && focusKey) {
      const from = input.focus;
      steps.push({ key: focusKey, run: (twin) => carryFocus(from, twin) });
    }
    // The presses and the held submit are acted on in the order they were made, once each,
    // after the values are in place and React has taken them (a task later).
    const made: { at: number; key: string | undefined; run: (twin: HTMLElement) => void }[] =
      input.presses.map(({ element, at }) => ({
        at,
        key: keyOf.get(element),
        run: (twin) => replayPress(twin, { kind: 'pointer', pointerType: 'mouse' }),
      }));
    const { submit } = input;
    if (submit) {
      const submitterKey = submit.submitter ? keyOf.get(submit.submitter) : undefined;
      made.push({
        at: submit.at,
        key: keyOf.get(submit.form),
        run: (twin) => {
          if (!(twin instanceof HTMLFormElement)) return;
          const submitter = submitterKey ? keyControls([twin]).get(submitterKey) : undefined;
          twin.requestSubmit(
            submitter instanceof HTMLButtonElement && submitter.form === twin
              ? submitter
              : undefined,
          );
        },
      });
    }
    for (const intent of made.sort((a, b) => a.at - b.at))
      if (intent.key)
        steps.push({
          key: intent.key,
          intent: true,
          run: (twin) => afterATask(() => twin.isConnected && intent.run(twin)),
        });
  };

  /**
   * Carries every value and the focus whose element the app has rendered; the intents follow
   * once all of those are done, in order, each waiting for its own element.
   */
  const runReady = () => {
    const current = keyControls([container]);
    for (const step of [...steps]) {
      const twin = current.get(step.key);
      if (step.intent && steps.some((other) => !other.intent)) return;
      if (!twin) {
        if (step.intent) return;
        continue;
      }
      steps.splice(steps.indexOf(step), 1);
      step.run(twin);
    }
    if (steps.length === 0) stop();
  };

  observer = new MutationObserver(() => {
    if (firstScreen.some((element) => element.isConnected)) return;
    if (!prepared) {
      prepared = true;
      prepare();
      timer = window.setTimeout(stop, giveUpAfterMs);
    }
    runReady();
  });
  observer.observe(container, { childList: true, subtree: true });
  return stop;
}
