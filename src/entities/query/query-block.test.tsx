import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { createTestQueryClient, setupI18n } from '../../../tests/support/render-app';
import { SLOW_AFTER_MS } from '@/components/ui/remote-state';
import { marketingQueries } from '../marketing/marketing-queries';
import { QueryBlock } from './query-block';

const backend = setupMockBackend();

function Faqs() {
  const faqs = useQuery(marketingQueries.faqs());
  return (
    <QueryBlock
      query={faqs}
      emptyText="none"
      back={{ to: '/faq-list', label: 'Back to the questions' }}
      notFoundText="These questions are gone."
    >
      {(list) => <p>{list.length} questions</p>}
    </QueryBlock>
  );
}

function renderBlock(element: React.ReactNode, client: QueryClient = createTestQueryClient()) {
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function answerFaqsWith(answer: 'offline' | number) {
  const { http, HttpResponse } = await import('msw');
  backend.server.use(
    http.get('*/api/faqs', () =>
      answer === 'offline' ? HttpResponse.error() : HttpResponse.json({}, { status: answer }),
    ),
  );
}

describe('QueryBlock says why a read failed', () => {
  it.each([404, 403])(
    'a %i is a not-found state with the way back, and no retry that could never work',
    async (status) => {
      await setupI18n('en');
      await answerFaqsWith(status);
      renderBlock(<Faqs />);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Not found');
      expect(alert).toHaveTextContent('These questions are gone.');
      expect(within(alert).getByRole('link', { name: 'Back to the questions' })).toHaveAttribute(
        'href',
        '/faq-list',
      );
      expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    },
  );

  it('a server error is worded as the server’s problem, with Try again', async () => {
    await setupI18n('en');
    await answerFaqsWith(500);
    renderBlock(<Faqs />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server ran into a problem on its side.');
    expect(alert).not.toHaveTextContent(/offline|connection/);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('hands the focus of a pressed Try again to what replaces it, never to the page', async () => {
    await setupI18n('en');
    const { http, HttpResponse } = await import('msw');
    backend.server.use(
      http.get('*/api/faqs', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    renderBlock(<Faqs />);
    const retry = within(await screen.findByRole('alert')).getByRole('button', {
      name: 'Try again',
    });
    retry.focus();
    await userEvent.setup().keyboard('{Enter}');
    const answer = await screen.findByText(/questions$/);
    // The button went with the failure: the block that shows the answer has the focus.
    expect(answer.closest('.query-block')).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  });

  it('no answer at all is worded as offline, with Try again', async () => {
    await setupI18n('en');
    await answerFaqsWith('offline');
    renderBlock(<Faqs />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('you may be offline');
    expect(alert).not.toHaveTextContent('The server ran into a problem');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it.each([
    ['ru', 'Сервер не ответил', 'На сервере произошла ошибка'],
    ['arm', 'Սերվերը չպատասխանեց', 'Սերվերի կողմում խնդիր առաջացավ'],
  ] as const)('words offline and server errors apart in %s', async (language, offline, server) => {
    await setupI18n(language);
    await answerFaqsWith('offline');
    const first = renderBlock(<Faqs />);
    expect(await screen.findByRole('alert')).toHaveTextContent(offline);
    first.unmount();
    await answerFaqsWith(503);
    renderBlock(<Faqs />);
    expect(await screen.findByRole('alert')).toHaveTextContent(server);
  });
});

describe('QueryBlock on a slow first load', () => {
  afterEach(() => vi.useRealTimers());

  /** A read that answers only when told to, and rejects when cancelled. */
  function slowRead() {
    const calls: { resolve: (value: string) => void; signal: AbortSignal }[] = [];
    function Slow() {
      const query = useQuery({
        queryKey: ['test', 'slow'],
        queryFn: ({ signal }) =>
          new Promise<string>((resolve, reject) => {
            calls.push({ resolve, signal });
            signal.addEventListener('abort', () => reject(new Error('aborted')));
          }),
      });
      return (
        <QueryBlock query={query} placeholder={<p>Loading…</p>} emptyText="">
          {(text) => <p>{text}</p>}
        </QueryBlock>
      );
    }
    return { Slow, calls };
  }

  it('says it is still waiting after a few seconds, keeps waiting, and shows the answer', async () => {
    await setupI18n('en');
    vi.useFakeTimers();
    const { Slow, calls } = slowRead();
    renderBlock(<Slow />);
    await act(() => vi.advanceTimersByTimeAsync(SLOW_AFTER_MS - 100));
    expect(screen.queryByText(/taking longer than usual/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    const waiting = screen.getByText(/taking longer than usual/).closest('[role="status"]')!;
    expect(waiting).toBeVisible();
    expect(screen.getByText('Loading…')).toBeVisible();
    expect(within(waiting as HTMLElement).getByRole('button', { name: 'Try again' })).toBeVisible();
    // The query's notifications go out on a zero timer (fake here). The read that counts is the
    // last one asked: StrictMode's remount cancelled the first and asked again.
    await act(async () => {
      calls.at(-1)!.resolve('The answer');
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('The answer')).toBeVisible();
    expect(screen.queryByText(/taking longer than usual/)).toBeNull();
  });

  // Slow is the third message, apart from offline and a server error, in every language.
  it.each([
    ['ru', 'Загрузка идёт дольше обычного', 'Не ждать', 'Повторить'],
    ['arm', 'Բեռնումը սովորականից երկար է տևում', 'Դադարել սպասելը', 'Կրկին փորձել'],
  ] as const)('says it is still waiting in %s', async (language, slow, stop, retry) => {
    await setupI18n(language);
    vi.useFakeTimers();
    const { Slow } = slowRead();
    renderBlock(<Slow />);
    await act(() => vi.advanceTimersByTimeAsync(SLOW_AFTER_MS));
    const waiting = screen.getByRole('status');
    expect(waiting).toHaveTextContent(slow);
    expect(waiting).not.toHaveTextContent(/Сервер не ответил|На сервере|Սերվեր/);
    expect(within(waiting).getByRole('button', { name: stop })).toBeVisible();
    expect(within(waiting).getByRole('button', { name: retry })).toBeVisible();
  });

  it('Stop waiting cancels the request and offers Try again, which asks anew', async () => {
    await setupI18n('en');
    vi.useFakeTimers();
    const { Slow, calls } = slowRead();
    renderBlock(<Slow />);
    await act(() => vi.advanceTimersByTimeAsync(SLOW_AFTER_MS));
    await act(async () => {
      screen.getByRole('button', { name: 'Stop waiting' }).click();
      await vi.advanceTimersByTimeAsync(1);
    });
    // Every read asked so far (StrictMode's remount asks twice) is given up on.
    expect(calls.every((call) => call.signal.aborted)).toBe(true);
    const asked = calls.length;
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You stopped waiting for it.');
    await act(async () => {
      within(alert).getByRole('button', { name: 'Try again' }).click();
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(calls).toHaveLength(asked + 1);
    await act(async () => {
      calls.at(-1)!.resolve('Second answer');
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('Second answer')).toBeVisible();
  });
});
