// The public forms: book a call, newsletter, contact. 201 on success, saved as submissions.
import type { Ctx } from '../lib/route';
import { checkBody, invalid, readBody, reply, route } from '../lib/route';
import { checkEmail, checkName, Errors, isBlank, NO_MARKUP, PHONE_PATTERN } from '../lib/rules';
import type { FormKind } from '../db/types';

function save(ctx: Ctx, kind: FormKind, fields: Record<string, string>): void {
  ctx.db.state.submissions.push({
    id: ctx.db.nextId('submissions'),
    kind,
    fields,
    created_at: ctx.db.nowIso(),
  });
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
    if (errors.has()) return invalid(errors.fields, 'messages.book_call_creation_failed');
    const input = checkBody<{ full_name: string; phone_number: string; email?: string }>(ctx, body);
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
    if (errors.has()) return invalid(errors.fields, 'messages.contact_creation_failed');
    const input = checkBody<{ name: string; email: string; message: string }>(ctx, body);
    save(ctx, 'contact', input);
    return reply(201, { message_key: 'messages.contact_created' });
  }),
];
