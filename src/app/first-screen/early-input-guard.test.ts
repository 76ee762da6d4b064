import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyInputKey, installEarlyInputGuard, type EarlyInput } from './early-input-guard';

const messages = { hy: 'Բեռնվում է', en: 'Still loading', ru: 'Загружается' };

/** Installs the guard the way index.html does: its source text, run on its own. */
function installFromSource(): () => void {
  const run = new Function(
    'win',
    'messages',
    `return (${installEarlyInputGuard.toString()})(win, messages);`,
  ) as (win: Window & typeof globalThis, words: typeof messages) => () => void;
  return run(window, messages);
}

const record = () => (window as unknown as Record<string, EarlyInput>)[earlyInputKey] as EarlyInput;

function firstScreen(markup: string): HTMLElement {
  document.body.innerHTML = `<div id="root"><div data-prerendered>${markup}</div></div>`;
  return document.getElementById('root')!;
}

let uninstall: () => void = () => undefined;
beforeEach(() => {
  uninstall = installFromSource();
});
afterEach(() => {
  uninstall();
  document.body.innerHTML = '';
  document.documentElement.lang = '';
});

describe('the early input guard', () => {
  it('holds a prerendered form instead of submitting it, and says it is still loading', async () => {
    vi.useFakeTimers();
    document.documentElement.lang = 'hy';
    firstScreen(
      '<form><input name="email" value="a@b.test"><input name="password" type="password"><button type="submit">Sign in</button></form>',
    );
    const form = document.querySelector('form')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);

    expect(submit.defaultPrevented).toBe(true);
    expect(record().submit?.form).toBe(form);
    expect(form).toHaveAttribute('aria-busy', 'true');
    await vi.advanceTimersByTimeAsync(100);
    expect(form.querySelector('[role="status"]')).toHaveTextContent('Բեռնվում է');
    // A second submit shows the same note, not two.
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await vi.advanceTimersByTimeAsync(100);
    expect(form.querySelectorAll('[role="status"]')).toHaveLength(1);
    vi.useRealTimers();
  });

  it('stops a native submit of any form nobody handled, and leaves a handled one alone', () => {
    document.body.innerHTML = '<div id="root"><form id="app-form"></form></div>';
    const form = document.getElementById('app-form')!;
    const unhandled = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(unhandled);
    expect(unhandled.defaultPrevented).toBe(true);
    expect(record().submit).toBeNull();
  });

  it('keeps presses on prerendered buttons, once per button, not on links or submit buttons', () => {
    firstScreen(
      '<button type="button" id="menu">Menu</button><a href="#about" id="link"><span>About</span></a>' +
        '<form><button type="submit" id="send">Send</button></form><button type="button" id="more"><span id="inner">More</span></button>',
    );
    const pressed = () => record().presses.map((press) => press.element.id);
    document.getElementById('menu')!.click();
    expect(pressed()).toEqual(['menu']);
    document.querySelector('#link span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.getElementById('send')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(pressed()).toEqual(['menu']);
    document.getElementById('inner')!.click();
    document.getElementById('menu')!.click();
    expect(pressed()).toEqual(['more', 'menu']);
  });

  it('ignores presses and focus outside the prerendered screen', () => {
    document.body.innerHTML = '<div id="root"><button id="app-button">App</button></div>';
    document.getElementById('app-button')!.focus();
    document.getElementById('app-button')!.click();
    expect(record().presses).toEqual([]);
    expect(record().focus).toBeNull();
  });

  it('remembers the prerendered field that has focus', () => {
    firstScreen('<input name="email"><input name="password" type="password">');
    (document.querySelector('[name="password"]') as HTMLInputElement).focus();
    expect(record().focus).toBe(document.querySelector('[name="password"]'));
  });
});
