import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { earlyInputKey, installEarlyInputGuard, type EarlyInput } from './early-input-guard';
import { installEarlyLanguageMenu, type EarlyLanguageWords } from './early-language-menu';

const languages = [
  { value: 'arm', label: 'Հայերեն', lang: 'hy' },
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ru', label: 'Русский', lang: 'ru' },
];
const words: EarlyLanguageWords = {
  hy: { choose: 'Ընտրեք լեզուն', languages },
  en: { choose: 'Choose language', languages },
};

/** Installs the guard and the menu the way index.html does: their source texts, run on their own. */
function installFromSource(): () => void {
  const run = new Function(
    'win',
    'words',
    `const guard = (${installEarlyInputGuard.toString()})(win, {});
     const menu = (${installEarlyLanguageMenu.toString()})(win, words);
     return () => { menu(); guard(); };`,
  ) as (win: Window & typeof globalThis, menuWords: EarlyLanguageWords) => () => void;
  return run(window, words);
}

const record = () => (window as unknown as Record<string, EarlyInput>)[earlyInputKey] as EarlyInput;

/** The prerendered header's trigger, as the app's look-alike renders it. */
function firstScreen(): HTMLButtonElement {
  document.body.innerHTML = `<div id="root"><div data-prerendered><header>
    <button type="button" class="icon-button language-switcher__trigger look-alike-trigger"
      aria-haspopup="menu" aria-expanded="false" aria-label="Լեզու՝ Հայերեն">HY</button>
    <a href="/courses">Courses</a></header><main><p>Text</p></main></div></div>`;
  return document.querySelector('button')!;
}

const menu = () => document.querySelector<HTMLElement>('[role="menu"]');
const item = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('[role="menuitemradio"]')].find(
    (each) => each.textContent === name,
  )!;

/** A click as a pointer makes it (`detail` 1) or as Enter or Space makes it (`detail` 0). */
const press = (element: HTMLElement, by: 'pointer' | 'key' = 'pointer') => {
  if (by === 'pointer') fireEvent.pointerDown(element);
  fireEvent.click(element, { detail: by === 'pointer' ? 1 : 0 });
};

let uninstall: () => void = () => undefined;
beforeEach(() => {
  document.documentElement.lang = 'hy';
  uninstall = installFromSource();
});
afterEach(() => {
  uninstall();
  document.body.innerHTML = '';
  document.documentElement.lang = '';
  localStorage.clear();
});

describe('the early language menu', () => {
  it('opens at once under its trigger, in the page’s language, with the current one checked', () => {
    const trigger = firstScreen();
    press(trigger);

    expect(menu()).toHaveAccessibleName('Ընտրեք լեզուն');
    expect(menu()!.closest('[data-prerendered]')).not.toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu()!.id);
    expect(item('Հայերեն')).toHaveAttribute('aria-checked', 'true');
    expect(item('English')).toHaveAttribute('aria-checked', 'false');
    expect(item('Русский')).toHaveAttribute('lang', 'ru');
    // Opened by a pointer, focus goes to the menu; the guard keeps the press for the app, and
    // the trigger as what had focus (the app has a twin of it, not of the menu's items).
    expect(menu()).toHaveFocus();
    expect(record().presses.map((each) => each.element)).toEqual([trigger]);
    expect(record().focus).toBe(trigger);
  });

  it('shuts on a second press, and the app is not asked to open it', () => {
    const trigger = firstScreen();
    press(trigger);
    press(trigger);

    expect(menu()).toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(record().presses).toEqual([]);
  });

  it('is driven by keyboard: Enter focuses the first item, arrows move, Escape returns to the trigger', () => {
    const trigger = firstScreen();
    trigger.focus();
    press(trigger, 'key');
    expect(item('Հայերեն')).toHaveFocus();
    expect(item('Հայերեն')).toHaveAttribute('data-highlighted');

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(item('English')).toHaveFocus();
    expect(item('Հայերեն')).not.toHaveAttribute('data-highlighted');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(item('Русский')).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(item('Հայերեն')).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(item('Русский')).toHaveFocus();

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menu()).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('opens with ArrowDown on the trigger, keeping a press for the app after those before it', () => {
    const trigger = firstScreen();
    const earlier = document.createElement('button');
    document.querySelector('main')!.appendChild(earlier);
    fireEvent.click(earlier);
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });

    expect(item('Հայերեն')).toHaveFocus();
    expect(record().presses.map((each) => each.element)).toEqual([earlier, trigger]);
    expect(record().presses[1]!.at).toBeGreaterThan(record().presses[0]!.at);
    expect(record().focus).toBe(trigger);
    // Moving inside the menu keeps the trigger as what the app gives focus to.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(record().focus).toBe(trigger);
    // Shut again, the press is forgotten; the guard keeps its own presses as before.
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    fireEvent.click(earlier);
    expect(record().presses.map((each) => each.element)).toEqual([earlier]);
  });

  it('goes to the first item with Home, and Tab shuts it from the trigger', () => {
    const trigger = firstScreen();
    press(trigger, 'key');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(item('Հայերեն')).toHaveFocus();

    const tab = fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    // Not prevented: the browser moves focus on from the trigger, where it was put back.
    expect(tab).toBe(true);
    expect(menu()).toBeNull();
    expect(trigger).toHaveFocus();
    expect(trigger).not.toHaveAttribute('aria-controls');
    expect(record().presses).toEqual([]);
  });

  it('stores a chosen language where the app reads it, forgetting the press', () => {
    const trigger = firstScreen();
    press(trigger, 'key');
    fireEvent.keyDown(item('Հայերեն'), { key: 'ArrowDown' });
    fireEvent.keyDown(item('English'), { key: 'Enter' });

    expect(menu()).toBeNull();
    expect(localStorage.getItem('lang')).toBe('en');
    expect(record().presses).toEqual([]);
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-busy', 'true');
  });

  it('changes nothing when the current language is chosen by a pointer', () => {
    const trigger = firstScreen();
    press(trigger);
    fireEvent.pointerMove(item('Հայերեն'));
    expect(item('Հայերեն')).toHaveFocus();
    press(item('Հայերեն'));

    expect(menu()).toBeNull();
    expect(localStorage.getItem('lang')).toBeNull();
    expect(trigger).not.toHaveAttribute('aria-busy');
  });

  it('shuts on a press elsewhere, and forgets the press', () => {
    firstScreen();
    press(document.querySelector('button')!);
    fireEvent.pointerDown(document.querySelector('main')!);
    expect(menu()).toBeNull();
    expect(record().presses).toEqual([]);
  });

  it('ignores a switcher the app renders itself (outside the first screen)', () => {
    document.body.innerHTML =
      '<div id="root"><header><button class="language-switcher__trigger">HY</button></header></div>';
    press(document.querySelector('button')!);
    expect(menu()).toBeNull();
  });
});
