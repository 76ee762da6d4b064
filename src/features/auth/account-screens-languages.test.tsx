// Every account screen, in each of the three languages, renders without asking i18next for a key
// it does not have (locales.test.ts keeps the languages in step; this test proves the screens
// only use keys that exist), and shows that language's own words.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { renderApp, sessions, setupI18n } from '../../../tests/support/render-app';
import { languages } from '@/lib/i18n/languages';
import armAuth from '@/locales/arm/auth.json';
import enAuth from '@/locales/en/auth.json';
import ruAuth from '@/locales/ru/auth.json';

setupMockBackend();

const authTexts = { arm: armAuth, en: enAuth, ru: ruAuth };

/** Screens by URL, the session they need and the title they must show. */
const screens = [
  { url: '/sign-in', session: sessions.guest, title: (t: typeof enAuth) => t.signIn.title },
  { url: '/sign-up', session: sessions.guest, title: (t: typeof enAuth) => t.signUp.title },
  {
    url: '/sign-up?hideLearner=true',
    session: sessions.guest,
    title: (t: typeof enAuth) => t.signUp.title,
  },
  {
    url: '/verify?message=auth.check_email_for_verification&email=ani%40example.com',
    session: sessions.guest,
    title: (t: typeof enAuth) => t.verify.title,
  },
  { url: '/verify', session: sessions.guest, title: (t: typeof enAuth) => t.verify.title },
  { url: '/forgot-password', session: sessions.guest, title: (t: typeof enAuth) => t.forgot.title },
  {
    url: '/change-password?token=abc&email=ani%40example.com',
    session: sessions.guest,
    title: (t: typeof enAuth) => t.reset.title,
  },
  {
    url: '/dashboard',
    session: sessions.learner,
    title: (t: typeof enAuth) =>
      t.dashboard.greeting.replace(
        '{{name}}',
        `${sessions.learner.user.first_name} ${sessions.learner.user.last_name}`,
      ),
  },
] as const;

let missing: string[] = [];

beforeEach(() => {
  missing = [];
  // Read at every lookup, so switching it on here reaches the running instance.
  i18next.options.saveMissing = true;
  i18next.options.missingKeyHandler = (lngs, ns, key) => {
    missing.push(`${lngs.join(',')}:${ns}:${key}`);
  };
});

afterEach(() => {
  i18next.options.saveMissing = false;
  i18next.options.missingKeyHandler = false;
});

describe.each(languages)('account screens in %s', (language) => {
  beforeEach(() => setupI18n(language));

  it.each(screens)('$url renders with every key present', async ({ url, session, title }) => {
    renderApp(url, { session });
    const main = within(await screen.findByRole('main'));
    expect(
      await main.findByRole('heading', { level: 1, name: title(authTexts[language]) }),
    ).toBeInTheDocument();

    // Submitting the empty form shows each field's translated rule message too (the code
    // boxes keep their button disabled until complete, so there Enter submits).
    const submit = main
      .queryAllByRole('button')
      .find((button) => button.getAttribute('type') === 'submit');
    if (submit) {
      const user = userEvent.setup();
      if (submit.hasAttribute('disabled')) {
        await user.click(main.getAllByRole('textbox')[0]!);
        await user.keyboard('{Enter}');
      } else await user.click(submit);
      await waitFor(() =>
        expect(screen.getByRole('main').querySelector('[aria-invalid="true"]')).not.toBeNull(),
      );
    }
    expect(missing).toEqual([]);
  });
});
