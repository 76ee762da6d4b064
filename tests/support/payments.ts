// Payments as the contract describes them, for the pages' tests until (and besides) the mock
// backend's payments engine: tests answer the payments calls with these through msw overrides.
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type {
  Money,
  Payment,
  PaymentHistoryItem,
  PaymentHistoryResponse,
  SavedCard,
} from '@/generated/model';

export function payment(id: number, overrides: Partial<Payment> = {}): Payment {
  return {
    id,
    order_number: String(1_000_000 + id),
    type: 'course_purchase',
    status: 'completed',
    amount: '19000.00',
    currency: 'AMD',
    description: 'UI Design Fundamentals',
    course_id: 43,
    course_title_en: 'UI Design Fundamentals',
    course_title_ru: 'Основы UI-дизайна',
    course_title_arm: 'UI դիզայնի հիմունքներ',
    card_pan: '424242******4242',
    reason_key: null,
    response_code: '00',
    created_at: '2025-03-14T09:30:00.000000Z',
    updated_at: '2025-03-14T09:31:05.000000Z',
    ...overrides,
  };
}

export const topUp = (id: number, overrides: Partial<Payment> = {}): Payment =>
  payment(id, {
    type: 'add_funds',
    description: 'Add funds',
    course_id: null,
    course_title_en: null,
    course_title_ru: null,
    course_title_arm: null,
    amount: '5000.00',
    ...overrides,
  });

/** One page of the history as the server answers it (a Laravel paginator). */
export function historyPage(
  pages: readonly (readonly PaymentHistoryItem[])[],
  page: number,
  totalSpent?: Money[],
): PaymentHistoryResponse {
  const lastPage = Math.max(1, pages.length);
  const url = (n: number) => `http://academy.test/api/payments/history?page=${n}`;
  return {
    success: true,
    payments: {
      data: [...(pages[page - 1] ?? [])],
      current_page: page,
      last_page: lastPage,
      per_page: 10,
      total: pages.reduce((sum, items) => sum + items.length, 0),
      prev_page_url: page > 1 ? url(page - 1) : null,
      next_page_url: page < lastPage ? url(page + 1) : null,
    },
    ...(totalSpent ? { total_spent: totalSpent } : {}),
  };
}

/**
 * Answers `GET /api/payments/history?page=` from `pages` (and `total_spent` when given);
 * returns the page numbers asked for, in order.
 */
export function serveHistory(
  server: SetupServer,
  pages: readonly (readonly PaymentHistoryItem[])[],
  totalSpent?: Money[],
): number[] {
  const asked: number[] = [];
  server.use(
    http.get('*/api/payments/history', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1') || 1;
      asked.push(page);
      return HttpResponse.json(historyPage(pages, page, totalSpent));
    }),
  );
  return asked;
}

/** Answers `GET /api/payments/details/{id}` from `payments`; others are 404. */
export function serveDetails(server: SetupServer, payments: readonly Payment[]) {
  server.use(
    http.get('*/api/payments/details/:paymentId', ({ params }) => {
      const found = payments.find((item) => item.id === Number(params.paymentId));
      return found
        ? HttpResponse.json({ success: true, payment: found })
        : HttpResponse.json({ message_key: 'errors.not_found' }, { status: 404 });
    }),
  );
}

export const savedCard = (id: number, overrides: Partial<SavedCard> = {}): SavedCard => ({
  id,
  card_pan: '424242******4242',
  card_type: 'Visa',
  ...overrides,
});

/**
 * A history item as the real backend sends it: `id, description, type, order_number,
 * created_at, amount, status`, none of the contract's extensions (currency, course, card, reason).
 */
export const asPartThree = ({
  id,
  description,
  type,
  order_number,
  created_at,
  amount,
  status,
}: PaymentHistoryItem): PaymentHistoryItem => ({
  id,
  description,
  type,
  order_number,
  created_at,
  amount,
  status,
});
