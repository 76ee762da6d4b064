// The help assistant: lazy, searches the help centre and the FAQ as the visitor types
// in the interface language, answers with the entry and a link to the article, offers contact
// when nothing matches, is keyboard operable, dismissible for good, and steps aside from a form.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { renderApp, setupI18n } from '../../../tests/support/render-app';
import { storedValues } from '@/lib/storage';

setupMockBackend();
// The launcher is a lazy chunk of the footer: transformed here once, before any test, so the
// first test's wait for it measures the app, not vitest compiling the chunk on a busy machine.
beforeAll(() => import('./help-assistant'));
beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const launcher = () => screen.findByRole('button', { name: /^Help$|^Помощь$|^Օգնություն$/ });

async function openPanel(language: 'en' | 'ru' | 'arm' = 'en') {
  await setupI18n(language);
  renderApp('/');
  const user = userEvent.setup();
  await user.click(await launcher());
  const panel = within(await screen.findByRole('dialog'));
  return { user, panel, search: panel.getByRole('searchbox') };
}

describe('the help assistant', () => {
  it.each([
    ['en', 'certificate', 'Do I get a certificate?'],
    ['ru', 'сертификат', 'Выдаётся ли сертификат?'],
    ['arm', 'վկայական', 'Վկայական տրվու՞մ է'],
  ] as const)(
    'finds "%s" as it is typed and links to the article',
    async (language, word, question) => {
      const { user, panel, search } = await openPanel(language);
      expect(search).toHaveFocus();
      await user.type(search, word);
      const answers = await panel.findAllByRole('heading', { level: 3, name: question });
      // The help centre's article and the site FAQ both answer it.
      expect(answers.length).toBeGreaterThanOrEqual(1);
      const article = within(answers[0]!.closest('li')!).getByRole('link');
      expect(article).toHaveAttribute(
        'href',
        '/learner/how-we-can-help/learning-experience?open=certificate',
      );
      await waitFor(() => expect(panel.getAllByRole('listitem').length).toBeGreaterThanOrEqual(2));
    },
  );

  it('offers contact when nothing matches', async () => {
    const { user, panel, search } = await openPanel();
    await user.type(search, 'zebra crossing');
    expect(await panel.findByText('We found no answer to that.')).toBeVisible();
    expect(panel.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('closes with Escape, focus back on the launcher', async () => {
    const { user } = await openPanel();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await launcher()).toHaveFocus();
  });

  it('can be dismissed for good, and remembers it', async () => {
    await setupI18n('en');
    const { unmount } = renderApp('/');
    await launcher();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hide the help button' }));
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
    expect(localStorage.getItem(storedValues.helpAssistantDismissed.key)).toBe('dismissed');
    unmount();
    // The assistant reads what was remembered when it mounts: that read is the sign its lazy
    // chunk has loaded and rendered, after which the launcher's absence means something.
    const storageRead = vi.spyOn(Storage.prototype, 'getItem');
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(
      () => expect(storageRead).toHaveBeenCalledWith(storedValues.helpAssistantDismissed.key),
      {
        timeout: 5000,
      },
    );
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
  });

  it("steps aside where it would lie over a form's control", async () => {
    await setupI18n('en');
    renderApp('/');
    const button = await launcher();
    const control = document.createElement('input');
    const form = document.createElement('form');
    form.append(control);
    document.body.append(form);
    document.elementsFromPoint = vi.fn(() => [control]);
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(button.closest('.help-assistant')).toHaveAttribute('data-aside'));
    document.elementsFromPoint = vi.fn(() => [document.body]);
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() =>
      expect(button.closest('.help-assistant')).not.toHaveAttribute('data-aside'),
    );
    form.remove();
  });
});
