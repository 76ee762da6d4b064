// The header's language switcher, working on the prerendered first screen before the app has
// started (on a slow phone that is seconds: docs/performance.md). Inlined into every
// page right after the early input guard (vite.config.ts), it opens a menu of the three languages
// at once, driven by mouse, touch or keyboard like the app's own (radix) menu. A language chosen
// here is stored where the app's i18n layer reads it (`lang`): the app starts in it, and still
// carries over what was typed on the Armenian screen (take-over-first-screen.ts). Left open, the
// menu is opened again by the app (the guard recorded the press); closed, the press is forgotten,
// so the app never opens what the user shut.
//
// It is inlined with Function.prototype.toString: it must use nothing from outside its body. So
// it reads and writes `lang` itself rather than through src/lib/storage (whose registry lists the
// key as storedValues.language), catching a refusing storage the same way.

/** One language of the menu: its value in storage, its name, and its `lang` attribute. */
export interface EarlyLanguage {
  value: string;
  label: string;
  lang: string;
}

/** The menu's words by <html lang> (`hy`, `en`, `ru`). */
export type EarlyLanguageWords = Record<string, { choose: string; languages: EarlyLanguage[] }>;

/** Installs the menu; returns its removal (the page never removes it; tests do). */
export function installEarlyLanguageMenu(
  win: Window & typeof globalThis,
  words: EarlyLanguageWords,
): () => void {
  const doc = win.document;
  const triggerSelector = '#root > [data-prerendered] .language-switcher__trigger';
  const record = (win as unknown as Record<string, Record<string, unknown> | undefined>)[
    '__academyEarlyInput'
  ];
  let menu: HTMLElement | null = null;
  let trigger: HTMLElement | null = null;

  const items = () =>
    menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitemradio"]')] : [];

  /**
   * The guard keeps the prerendered element that last had focus for the app; inside the menu
   * that is the trigger, whose twin the app has (the menu's items it has not).
   */
  const keepTriggerAsFocus = () => {
    if (record && trigger) record['focus'] = trigger;
  };

  const highlight = (item: HTMLElement | undefined) => {
    if (!item) return;
    for (const each of items()) each.removeAttribute('data-highlighted');
    item.setAttribute('data-highlighted', '');
    item.focus();
    keepTriggerAsFocus();
  };

  /**
   * Makes sure the guard kept a press on `control` (a click did; ArrowDown did not), so the app
   * opens its own menu for a menu left open: after every press and submit made so far.
   */
  const rememberPress = (control: HTMLElement) => {
    const presses = record?.['presses'];
    if (!Array.isArray(presses)) return;
    const kept = presses as { element: unknown; at: number }[];
    if (kept.some((press) => press.element === control)) return;
    const submit = record!['submit'] as { at: number } | null | undefined;
    const latest = Math.max(0, submit?.at ?? 0, ...kept.map((press) => press.at));
    kept.push({ element: control, at: latest + 0.5 });
  };

  /** Forgets the guard's record of a press on `control`: the app must not reopen a shut menu. */
  const forgetPress = (control: HTMLElement) => {
    const presses = record?.['presses'];
    if (Array.isArray(presses))
      record!['presses'] = presses.filter(
        (press: { element?: unknown }) => press.element !== control,
      );
  };

  const close = (returnFocus: boolean) => {
    if (!menu || !trigger) return;
    menu.remove();
    menu = null;
    trigger.setAttribute('aria-expanded', 'false');
    trigger.removeAttribute('aria-controls');
    forgetPress(trigger);
    if (returnFocus) trigger.focus();
  };

  const choose = (item: HTMLElement) => {
    const chosen = item.getAttribute('data-value');
    const current = trigger;
    close(true);
    if (!chosen || !current || item.getAttribute('aria-checked') === 'true') return;
    try {
      win.localStorage.setItem('lang', chosen);
    } catch {
      // Storage refused: the app starts in the page's language, as it would anyway.
      return;
    }
    // The page changes language when the app starts; until then the trigger says it is busy.
    current.setAttribute('aria-busy', 'true');
    current.setAttribute('data-busy', '');
  };

  const open = (control: HTMLElement, focusFirstItem: boolean) => {
    const own = words[doc.documentElement.lang] ?? words['en'];
    if (!own) return;
    const screen = control.closest<HTMLElement>('#root > [data-prerendered]');
    if (!screen) return;
    trigger = control;
    menu = doc.createElement('div');
    menu.id = 'early-language-menu';
    menu.className = 'menu';
    menu.setAttribute('role', 'menu');
    menu.setAttribute('aria-label', own.choose);
    menu.setAttribute('aria-orientation', 'vertical');
    menu.tabIndex = -1;
    // The stored language, as the app would read it; the first screen itself is Armenian.
    let current = 'arm';
    try {
      current = win.localStorage.getItem('lang') ?? current;
    } catch {
      // No storage: the prerendered language stands.
    }
    for (const language of own.languages) {
      const item = doc.createElement('div');
      item.className = 'menu__item';
      item.setAttribute('role', 'menuitemradio');
      item.setAttribute('lang', language.lang);
      item.setAttribute('data-value', language.value);
      const checked = language.value === current;
      item.setAttribute('aria-checked', String(checked));
      item.setAttribute('data-state', checked ? 'checked' : 'unchecked');
      item.tabIndex = -1;
      item.textContent = language.label;
      menu.appendChild(item);
    }
    // Where the app's menu appears: under the trigger, its end edge at the trigger's end.
    const box = control.getBoundingClientRect();
    menu.style.position = 'fixed';
    menu.style.top = `${Math.round(box.bottom + 6)}px`;
    menu.style.right = `${Math.max(8, Math.round(doc.documentElement.clientWidth - box.right))}px`;
    screen.appendChild(menu);
    control.setAttribute('aria-expanded', 'true');
    control.setAttribute('aria-controls', menu.id);
    rememberPress(control);
    if (focusFirstItem) highlight(items()[0]);
    else {
      menu.focus();
      keepTriggerAsFocus();
    }
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof win.Element ? event.target : null;
    const control = target?.closest<HTMLElement>(triggerSelector);
    if (control) {
      if (menu) close(false);
      // A click with no pointer behind it (Enter, Space, assistive technology) opens as a key does.
      else open(control, event.detail === 0);
      return;
    }
    const item = target?.closest<HTMLElement>('#early-language-menu [role="menuitemradio"]');
    if (item) choose(item);
  };

  // A press elsewhere shuts the menu, as the app's does.
  const onPointerDown = (event: PointerEvent) => {
    if (!menu || !(event.target instanceof win.Node)) return;
    // The app replaced the first screen (and the menu with it): nothing is left to shut.
    if (!menu.isConnected) {
      menu = null;
      return;
    }
    if (menu.contains(event.target) || trigger?.contains(event.target)) return;
    close(false);
  };

  const onPointerMove = (event: PointerEvent) => {
    const item =
      event.target instanceof win.Element
        ? event.target.closest<HTMLElement>('#early-language-menu [role="menuitemradio"]')
        : null;
    if (item && !item.hasAttribute('data-highlighted')) highlight(item);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target instanceof win.Element ? event.target : null;
    if (!menu) {
      // The arrow opens a menu button too; Enter and Space reach it as a click.
      const control = target?.closest<HTMLElement>(triggerSelector);
      if (control && event.key === 'ArrowDown') {
        event.preventDefault();
        open(control, true);
      }
      return;
    }
    if (!target || !menu.contains(target)) return;
    const list = items();
    const at = list.indexOf(target as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      highlight(list[(to + list.length) % list.length]);
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at < 0 ? -1 : at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(-1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      // Back on the trigger first, so Tab moves on from there (the menu button pattern).
      close(true);
    } else if ((event.key === 'Enter' || event.key === ' ') && at >= 0) {
      event.preventDefault();
      choose(list[at]!);
    }
  };

  doc.addEventListener('click', onClick);
  doc.addEventListener('pointerdown', onPointerDown, true);
  doc.addEventListener('pointermove', onPointerMove);
  doc.addEventListener('keydown', onKeyDown);
  return () => {
    menu?.remove();
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('pointerdown', onPointerDown, true);
    doc.removeEventListener('pointermove', onPointerMove);
    doc.removeEventListener('keydown', onKeyDown);
  };
}
