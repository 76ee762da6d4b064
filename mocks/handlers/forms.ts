// The public forms: book a call, newsletter, contact. 201 on success, saved as submissions.
import type { Ctx } from '../lib/route';
import { checkBody, invalid, readBody, reply, route } from '../lib/route';
import { checkEmail, checkName, Errors, isBlank, NO_MARKUP, PHONE_PATTERN } from '../lib/rules';
import type { FormKind } from '../db/types';

function save(ctx: Ctx, kind: FormKind, input: Record<string, string | null | undefined>): void {
  // A preferred day or time not chosen is null in the request and left out of the record.
  const fields = Object.fromEntries(
    Object.entries(input).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  ctx.db.state.submissions.push({
    id: ctx.db.nextId('submissions'),
    kind,
    fields,
    created_at: ctx.db.nowIso(),
  });
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$/;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The later version's optional preferred day and time: null or blank is "not
 * chosen"; a day must be a real date, today or later. "Today" is the mock clock's UTC day less
 * one, so that a visitor west of UTC picking their own today late in the evening is not refused
 * (the client checks against the visitor's own calendar).
 */
function checkPreferred(ctx: Ctx, errors: Errors, body: Record<string, unknown>): void {
  for (const key of ['preferred_date', 'preferred_time'] as const)
    if (body[key] === undefined || isBlank(body[key])) body[key] = null;
  const date = body.preferred_date;
  if (date !== null) {
    const match = typeof date === 'string' ? DATE_PATTERN.exec(date) : null;
    const day = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
    if (!match || new Date(day).toISOString().slice(0, 10) !== date)
      errors.add('preferred_date', 'messages.preferred_date_invalid');
    else if (day < Math.floor(ctx.db.now().getTime() / DAY_MS) * DAY_MS - DAY_MS)
      errors.add('preferred_date', 'messages.preferred_date_past');
  }
  const time = body.preferred_time;
  if (time !== null && (typeof time !== 'string' || !TIME_PATTERN.test(time)))
    errors.add('preferred_time', 'messages.preferred_time_invalid');
}

export const formHandlers = [
  route('post', '/api/calls/book-call', 'bookCall', async (ctx) => {
    const body = await readBody(ctx);
    const errors = new Errors();
    checkName(errors, body.full_name, 'full_name', {
      required: 'messages.full_name_required',
      max: 'messages.full_name_max',
      string: 'messages.full_name_string',
    });
    if (isBlank(body.phone_number)) errors.add('phone_number', 'messages.phone_number_required');
    else if (typeof body.phone_number !== 'string' || !PHONE_PATTERN.test(body.phone_number))
      errors.add('phone_number', 'messages.phone_number_invalid');
    // Optional at the server (decision 13): validated only when present; blank counts as absent
    // (Laravel turns an empty string into null).
    if (isBlank(body.email)) delete body.email;
    else checkEmail(errors, body.email, 'messages');
    checkPreferred(ctx, errors, body);
    if (errors.has()) return invalid(errors.fields, 'messages.book_call_creation_failed');
    const input = checkBody<{
      full_name: string;
      phone_number: string;
      email?: string;
      preferred_date: string | null;
      preferred_time: string | null;
    }>(ctx, body);
    save(ctx, 'book-call', input);
    return reply(201, { message_key: 'messages.book_call_created' });
  }),

  route('post', '/api/newsletter/send-newsletter', 'subscribeNewsletter', async (ctx) => {
    const body = await readBody(ctx);
    const errors = new Errors();
    checkEmail(errors, body.email, 'messages');
    if (errors.has()) return invalid(errors.fields, 'messages.newsletter_creation_failed');
    const input = checkBody<{ email: string }>(ctx, body);
    save(ctx, 'newsletter', input);
    return reply(201, { message_key: 'messages.newsletter_created' });
  }),

  route('post', '/api/contact/send-contact', 'sendContactMessage', async (ctx) => {
    const body = await readBody(ctx);
    const errors = new Errors();
    checkName(errors, body.name, 'name', {
      required: 'messages.name_required',
      max: 'messages.name_max',
      string: 'messages.name_string',
    });
    checkEmail(errors, body.email, 'messages');
    if (isBlank(body.message)) errors.add('message', 'messages.message_required');
    // Any text but markup, up to 1,000 characters (spec decision 10).
    else if (typeof body.message !== 'string' || !NO_MARKUP.test(body.message))
      errors.add('message', 'messages.message_string');
    else if (body.message.trim().length > 1000) errors.add('message', 'messages.message_max');
    checkPreferred(ctx, errors, body);
    if (errors.has()) return invalid(errors.fields, 'messages.contact_creation_failed');
    const input = checkBody<{
      name: string;
      email: string;
      message: string;
      preferred_date: string | null;
      preferred_time: string | null;
    }>(ctx, body);
    save(ctx, 'contact', input);
    return reply(201, { message_key: 'messages.contact_created' });
  }),
];
