import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { createTestQueryClient, setupI18n } from '../../../tests/support/render-app';
import { marketingQueries } from '../marketing/marketing-queries';
import { QueryBlock } from './query-block';

const backend = setupMockBackend();

/** Counts the requests the page makes to `path`. */
function countRequests(path: string): () => number {
  let count = 0;
  backend.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) count += 1;
  });
  return () => count;
}

function Faqs({ label }: { label: string }) {
  const faqs = useQuery(marketingQueries.faqs());
  return (
    <section aria-label={label}>
      <QueryBlock query={faqs} emptyText="none">
        {(list) => <p>{list.length} questions</p>}
      </QueryBlock>
    </section>
  );
}

describe('the server-data cache', () => {
  it('asks once for data that two blocks show, even under StrictMode’s double mount', async () => {
    await setupI18n('en');
    const requests = countRequests('/api/faqs');
    render(
      <StrictMode>
        <QueryClientProvider client={createTestQueryClient()}>
          <Faqs label="first" />
          <Faqs label="second" />
        </QueryClientProvider>
      </StrictMode>,
    );
    const answers = await screen.findAllByText(/\d+ questions/);
    expect(answers).toHaveLength(2);
    expect(requests()).toBe(1);
  });

  it('ends a failed read in a translated error with Retry, which asks again', async () => {
    await setupI18n('en');
    const { http, HttpResponse } = await import('msw');
    backend.server.use(
      http.get('*/api/faqs', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    const requests = countRequests('/api/faqs');
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <Faqs label="faqs" />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded.');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText(/\d+ questions/)).toBeVisible();
    await waitFor(() => expect(requests()).toBe(2));
  });
});
