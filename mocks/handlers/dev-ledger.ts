// Developer endpoints of the instructors' ledger (decision 31; not part of the API
// spec): what the platform's administrators do — settle sales, approve or reject payouts with a
// note — and how long a sale stays pending by itself. The developer panel and the browser
// journeys call these; every change reaches the instructor as a realtime notification.
import { http, HttpResponse } from 'msw';
import { getDb, persistDb } from '../db/store';
import {
  decideWithdrawal,
  presentSale,
  presentWithdrawal,
  settleDueSales,
  settleSales,
} from '../payments/ledger';

const notFound = () =>
  HttpResponse.json({ message_key: 'auth.something_went_wrong' }, { status: 404 });
const invalidInput = (errors: Record<string, string[]>) =>
  HttpResponse.json({ message_key: 'dev.invalid_input', errors }, { status: 422 });

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null);
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** A note for a rejection: the panel's text, at most this long. */
export const MAX_ADMIN_NOTE_LENGTH = 500;

function ledgerState() {
  const db = getDb();
  settleDueSales(db);
  const who = (id: number) => db.userById(id)?.email ?? '';
  return {
    settle_delay_ms: db.state.saleSettleDelayMs,
    pending_sales: db.state.sales
      .filter((sale) => sale.status === 'pending')
      .sort((a, b) => b.id - a.id)
      .map((sale) => ({ ...presentSale(db, sale), instructor_email: who(sale.instructor_id) })),
    withdrawals: [...db.state.withdrawals]
      .sort((a, b) => b.id - a.id)
      .map((entry) => ({
        ...presentWithdrawal(entry),
        instructor_email: who(entry.instructor_id),
        payment_details: entry.payment_details,
      })),
  };
}

export const devLedgerHandlers = [
  // Pending sales (every instructor), every withdrawal request, newest first, and the delay.
  http.get('*/__dev/ledger', () => HttpResponse.json(ledgerState())),

  // `{ sale_id? }`: settles one pending sale, or all of them.
  http.post('*/__dev/ledger/settle', async ({ request }) => {
    const body = await jsonBody(request);
    const db = getDb();
    const pending = db.state.sales.filter(
      (sale) =>
        sale.status === 'pending' && (body.sale_id === undefined || sale.id === body.sale_id),
    );
    if (body.sale_id !== undefined && pending.length === 0) return notFound();
    const settled = settleSales(db, pending);
    persistDb();
    return HttpResponse.json({ settled });
  }),

  // `{ ms: number | null }`: how long a new sale stays pending by itself (null: only the panel).
  http.post('*/__dev/ledger/settle-delay', async ({ request }) => {
    const body = await jsonBody(request);
    const ms = body.ms;
    if (ms !== null && !(typeof ms === 'number' && Number.isInteger(ms) && ms >= 0))
      return invalidInput({ ms: [ms === undefined ? 'required' : 'invalid'] });
    const db = getDb();
    db.state.saleSettleDelayMs = ms;
    persistDb();
    return HttpResponse.json({ settle_delay_ms: ms });
  }),

  // `{ decision: 'approve' | 'reject', note? }`: the administrator's answer to a payout request.
  http.post('*/__dev/withdrawals/:id/decide', async ({ params, request }) => {
    const body = await jsonBody(request);
    const db = getDb();
    const withdrawal = db.state.withdrawals.find((entry) => entry.id === Number(params.id));
    if (!withdrawal) return notFound();
    if (body.decision !== 'approve' && body.decision !== 'reject')
      return invalidInput({ decision: [body.decision === undefined ? 'required' : 'invalid'] });
    const note = typeof body.note === 'string' ? body.note.trim() : '';
    if (note.length > MAX_ADMIN_NOTE_LENGTH) return invalidInput({ note: ['too_long'] });
    if (body.decision === 'reject' && !note) return invalidInput({ note: ['required'] });
    if (!decideWithdrawal(db, withdrawal, body.decision, note || null))
      return HttpResponse.json({ message_key: 'dev.already_decided' }, { status: 409 });
    persistDb();
    return HttpResponse.json({ withdrawal: presentWithdrawal(withdrawal) });
  }),
];
