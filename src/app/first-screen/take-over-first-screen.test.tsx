import { useState, type FormEvent, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { installEarlyInputGuard } from './early-input-guard';
import { replayPress } from '../layout/deferred-control';
import { takeOverFirstScreen } from './take-over-first-screen';
import { takeOverKeyAttribute } from './take-over-key';

/** The app's sign-in form, as controlled fields; the prerendered markup is its first render. */
function SignInForm({ onSubmit }: { onSubmit: (values: Record<string, unknown>) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ email, password, remember });
  };
  return (
    <form onSubmit={submit}>
      <input name="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input
        name="password"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <input
        name="remember"
        type="checkbox"
        checked={remember}
        onChange={(e) => setRemember(e.target.checked)}
      />
      <button type="submit">Sign in</button>
    </form>
  );
}

/** The sign-in page as the app renders it: a header control, then the form. */
function SignInPage({
  header,
  onSubmit,
}: {
  header: ReactNode;
  onSubmit: (values: Record<string, unknown>) => void;
}) {
  return (
    <>
      <header>{header}</header>
      <main>
        <SignInForm onSubmit={onSubmit} />
      </main>
    </>
  );
}

function Menu({ onOpen }: { onOpen: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-label="Language" onClick={() => (setOpen(!open), onOpen())}>
        ARM
      </button>
      {open ? <p>menu open</p> : null}
    </>
  );
}

const prerenderedMarkup =
  '<header data-prerendered><button type="button" aria-label="Language" id="radix-_r_1_">ARM</button></header>' +
  '<main data-prerendered><form id="_r_0_"><input name="email" type="email" value=""><input name="password" type="password" value="">' +
  '<input name="remember" type="checkbox"><button type="submit">Sign in</button></form></main>';

let uninstallGuard: () => void = () => undefined;
let stopTakeOver: () => void = () => undefined;
let root: Root | null = null;
let container: HTMLElement;

beforeEach(() => {
  uninstallGuard = installEarlyInputGuard(window, { en: 'Still loading' });
  document.body.innerHTML = `<div id="root">${prerenderedMarkup}</div>`;
  container = document.getElementById('root')!;
});
afterEach(() => {
  stopTakeOver();
  root?.unmount();
  root = null;
  uninstallGuard();
  document.body.innerHTML = '';
});

function typeInto(name: string, value: string) {
  const field = container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  field.focus();
  field.value = value;
}

/** Renders as main.tsx does: outside act(), so the take-over sees React's real commit. */
function renderApp(ui: ReactNode) {
  stopTakeOver = takeOverFirstScreen(container, { replayPress });
  root = createRoot(container);
  root.render(ui);
}

describe('taking over the prerendered first screen', () => {
  it('sends a held submit once, with the values typed before the app started', async () => {
    typeInto('email', 'learner@academy.test');
    typeInto('password', 'Learner123!');
    container.querySelector<HTMLInputElement>('[name="remember"]')!.click();
    container.querySelector('form')!.requestSubmit();
    // The held form says so; the app's form, without that note, is still its twin.
    await waitFor(() =>
      expect(container.querySelector('[data-held-submit]')).toHaveTextContent('Still loading'),
    );
    const onSubmit = vi.fn();

    renderApp(<SignInPage header={<Menu onOpen={() => undefined} />} onSubmit={onSubmit} />);

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'learner@academy.test',
      password: 'Learner123!',
      remember: true,
    });
    expect(container.querySelector('[data-prerendered]')).toBeNull();
  });

  it('keeps the focused field and its caret, and submits nothing that was not submitted', async () => {
    typeInto('email', 'learner@academy.test');
    typeInto('password', 'secret');
    const typed = container.querySelector<HTMLInputElement>('[name="password"]')!;
    typed.setSelectionRange(2, 4);
    const onSubmit = vi.fn();

    renderApp(
      <main>
        <SignInForm onSubmit={onSubmit} />
      </main>,
    );

    const password = container.querySelector<HTMLInputElement>('[name="password"]')!;
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.value).toBe('secret');
    expect([password.selectionStart, password.selectionEnd]).toEqual([2, 4]);
    expect(container.querySelector<HTMLInputElement>('[name="email"]')!.value).toBe(
      'learner@academy.test',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('acts on a press once, on the twin with the same name, even when pressed twice', async () => {
    const menuTrigger = container.querySelector<HTMLButtonElement>('[aria-label="Language"]')!;
    menuTrigger.click();
    menuTrigger.click();
    const onOpen = vi.fn();

    renderApp(
      <header>
        <Menu onOpen={onOpen} />
      </header>,
    );

    await waitFor(() => expect(container).toHaveTextContent('menu open'));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('acts on presses and the submit once each, in the order they were made', async () => {
    const order: string[] = [];
    typeInto('email', 'learner@academy.test');
    container.querySelector<HTMLButtonElement>('[aria-label="Language"]')!.click();
    container.querySelector('form')!.requestSubmit();
    container.querySelector('form')!.requestSubmit();

    renderApp(
      <>
        <header>
          <Menu onOpen={() => order.push('open')} />
        </header>
        <SignInForm onSubmit={(values) => order.push(`submit ${String(values.email)}`)} />
      </>,
    );

    await waitFor(() => expect(order).toEqual(['open', 'submit learner@academy.test']));
  });

  it('finds a control by its take-over key when its name changed language, and still sends the held submit', async () => {
    // The early language menu: English chosen on the Armenian screen, focus back on its trigger.
    container.innerHTML = prerenderedMarkup.replace(
      '<button type="button" aria-label="Language" id="radix-_r_1_">ARM</button>',
      `<button type="button" aria-label="Լեզու՝ Հայերեն" ${takeOverKeyAttribute}="language-switcher">HY</button>`,
    );
    typeInto('email', 'learner@academy.test');
    container.querySelector('form')!.requestSubmit();
    container.querySelector<HTMLButtonElement>('header button')!.focus();
    const onSubmit = vi.fn();

    const englishSwitcher = (
      <button
        type="button"
        aria-label="Language: English"
        {...{ [takeOverKeyAttribute]: 'language-switcher' }}
      >
        EN
      </button>
    );
    renderApp(<SignInPage header={englishSwitcher} onSubmit={onSubmit} />);

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'learner@academy.test' }),
    );
    expect(document.activeElement).toHaveAccessibleName('Language: English');
  });

  it('waits for a part the app renders later before acting on the submit', async () => {
    typeInto('email', 'late@academy.test');
    container.querySelector('form')!.requestSubmit();
    const onSubmit = vi.fn();
    function Later() {
      const [shown, setShown] = useState(false);
      return shown ? (
        <SignInForm onSubmit={onSubmit} />
      ) : (
        <button type="button" onClick={() => setShown(true)}>
          Show the form
        </button>
      );
    }

    renderApp(<Later />);
    await waitFor(() => expect(container).toHaveTextContent('Show the form'));
    expect(onSubmit).not.toHaveBeenCalled();
    container.querySelector('button')!.click();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'late@academy.test' }));
  });
});
