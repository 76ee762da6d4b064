// The later version's bootcamp block on home: from GET /api/bootcamps in the
// interface language, and no block at all when the list is empty or the call fails, while the
// rest of the page shows either way.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import bootcamps from '../../../../mocks/db/seed-data/bootcamps.json';
import { setupMockBackend } from '../../../../mocks/testing/use-mock-backend';
import { renderApp, setupI18n } from '../../../../tests/support/render-app';

const backend = setupMockBackend();
beforeEach(() => localStorage.clear());

const seeded = bootcamps[0]!;

async function pageIsUp() {
  // The FAQ is another block of the page: it shows whatever the bootcamps call does.
  await screen.findByRole('button', { name: /./, expanded: true });
}

describe('the bootcamp block', () => {
  it.each([
    ['en', seeded.title.en, seeded.description.en, seeded.lists[0]!.en],
    ['ru', seeded.title.ru, seeded.description.ru, seeded.lists[0]!.ru],
    ['arm', seeded.title.arm, seeded.description.arm, seeded.lists[0]!.arm],
  ] as const)(
    'shows the title, description and list in %s',
    async (language, title, text, item) => {
      await setupI18n(language);
      renderApp('/');
      const heading = await screen.findByRole('heading', { level: 2, name: title });
      const block = within(heading.closest('section')!);
      expect(block.getByText(text)).toBeVisible();
      expect(block.getAllByRole('listitem')).toHaveLength(seeded.lists.length);
      expect(block.getByText(item)).toBeVisible();
    },
  );

  it.each([
    ['the list is empty', () => HttpResponse.json([])],
    [
      'the server has no such call (an earlier backend)',
      () => HttpResponse.json({ message_key: 'auth.something_went_wrong' }, { status: 404 }),
    ],
    ['the call fails', () => HttpResponse.error()],
  ])('is not there when %s, and the page shows', async (_, answer) => {
    let asked = 0;
    backend.server.use(
      http.get('*/api/bootcamps', () => {
        asked += 1;
        return answer();
      }),
    );
    await setupI18n('en');
    renderApp('/');
    await pageIsUp();
    await expect.poll(() => asked).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: seeded.title.en })).toBeNull();
    expect(document.querySelector('.bootcamp-block')).toBeNull();
  });
});
