// Developer endpoints (not part of the API spec): the mailbox, reset, the database, and the
// storage files (/storage/*) that pages and the player load.
import { http, HttpResponse, passthrough } from 'msw';
import { getDb, persistDb, resetDb } from '../db/store';
import { forgetUploads, readStorageFile } from '../lib/runtime';

export const devHandlers = [
  http.get('*/__dev/mailbox', ({ request }) => {
    const email = new URL(request.url).searchParams.get('email')?.trim().toLowerCase();
    const mails = getDb().state.mailbox.filter((mail) => !email || mail.to.toLowerCase() === email);
    return HttpResponse.json({ mails: [...mails].reverse() });
  }),

  http.post('*/__dev/reset', () => {
    resetDb();
    forgetUploads();
    return HttpResponse.json({ ok: true });
  }),

  http.get('*/__dev/db', () => HttpResponse.json(getDb().toJSON())),

  http.post('*/__dev/clock', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { advance_ms?: number };
    getDb().advanceClock(Number(body.advance_ms) || 0);
    persistDb();
    return HttpResponse.json({ now: getDb().nowIso() });
  }),
];

export const storageHandlers = [
  http.get('*/storage/*', async ({ request }) => {
    const { pathname } = new URL(request.url);
    // Only the API host's /storage/ (not, say, a dev server's /mocks/assets/storage/ file).
    if (!pathname.startsWith('/storage/')) return passthrough();
    const path = decodeURIComponent(pathname.slice('/storage/'.length));
    const file = await readStorageFile(path);
    if (!file)
      return HttpResponse.json({ message_key: 'auth.something_went_wrong' }, { status: 404 });
    return new HttpResponse(file.bytes as BodyInit, {
      headers: { 'Content-Type': file.type, 'Cache-Control': 'public, max-age=3600' },
    });
  }),
];
