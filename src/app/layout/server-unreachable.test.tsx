// A saved session whose profile did not load says why, in every language: no answer asks the
// visitor to check their connection; a server's failure (5xx) says the problem is the server's
// and to try again shortly, never "check your connection".
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import arm from '@/locales/arm/common.json';
import en from '@/locales/en/common.json';
import ru from '@/locales/ru/common.json';
import { renderApp, setupI18n } from '../../../tests/support/render-app';

const languages = { en, ru, arm } as const;

describe('server unreachable', () => {
  it.each(
    (Object.keys(languages) as (keyof typeof languages)[]).flatMap((language) =>
      (['offline', 'server'] as const).map((failure) => [language, failure] as const),
    ),
  )('in %s, a %s failure is worded as that failure, with Retry', async (language, failure) => {
    await setupI18n(language);
    const texts = languages[language].session.unreachable;
    const other = texts[failure === 'offline' ? 'server' : 'offline'];
    renderApp('/dashboard', { session: { status: 'unreachable', failure } });

    const heading = await screen.findByRole('heading', { level: 1, name: texts[failure].title });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(texts[failure].text)).toBeInTheDocument();
    expect(screen.queryByText(other.title)).toBeNull();
    expect(screen.queryByText(other.text)).toBeNull();
    expect(screen.getByRole('button', { name: texts.retry })).toBeInTheDocument();
  });
});
