// Developer endpoints (not part of the API spec): what only the backend's operators can do
// (review a course, send a notification), the mailbox, scenarios, reset, the database, and the
// storage files (/storage/*) that pages and the player load. The developer panel calls these.
import { http, HttpResponse, passthrough } from 'msw';
import { declineChange, isPublished, latestVersion, publishChange } from '../db/course-versions';
import { getDb, persistDb, resetDb } from '../db/store';
import {
  CALLBACK_MODES,
  COURSE_FORM_FIELDS,
  type CallbackMode,
  type CourseFormField,
  type CourseRecord,
  type CourseStatus,
  type Localized,
  type RejectedFieldRecord,
} from '../db/types';
import { forgetUploads, readStorageFile } from '../lib/runtime';
import { formatCents, settleFromBank, toCents } from '../payments/engine';
import { isScenario, setScenario, activeScenario, SCENARIOS } from '../lib/scenario';
import {
  activeApiVersion,
  API_VERSIONS,
  CAPABILITY_IDS,
  isApiVersion,
  isCapabilityId,
  offeredCapabilities,
  setApiVersion,
  setCapabilities,
} from '../lib/capabilities';
import { ATTEMPT_LIMITS, setThrottling, throttlingEnabled } from '../lib/throttle';
import { NOTIFICATION_TYPES, notifyUser } from '../realtime/notify';
import { pusherHub } from '../realtime/pusher-protocol';

/** Field errors of a developer endpoint: `required` or `invalid` per field. */
type DevErrors = Record<string, ('required' | 'invalid' | 'too_long')[]>;

const invalidInput = (errors: DevErrors) =>
  HttpResponse.json({ message_key: 'dev.invalid_input', errors }, { status: 422 });
const notFound = () =>
  HttpResponse.json({ message_key: 'auth.something_went_wrong' }, { status: 404 });

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null);
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optionalText = (value: unknown): string | null => text(value) || null;

export const MAX_DEV_MESSAGE_LENGTH = 1000;

/**
 * What the panel lists of a course: enough to recognise it and its instructor. Title and price
 * are of the version being reviewed; `published` says a published version stays up meanwhile.
 */
function presentDevCourse(record: CourseRecord) {
  const course = latestVersion(record);
  const instructor = getDb().userById(course.user_id);
  return {
    id: course.id,
    status: course.status,
    published: isPublished(record),
    title: course.title,
    created_at: course.created_at,
    instructor: instructor
      ? {
          id: instructor.id,
          name: `${instructor.first_name} ${instructor.last_name}`,
          email: instructor.email,
        }
      : null,
    rejected_fields: course.rejected_fields,
    price: course.price,
  };
}

/**
 * The notification an instructor gets when a reviewer decides on their course; about a change to
 * a published course, it says what became of the published version.
 */
function reviewMessage(course: CourseRecord, status: CourseStatus, change: boolean): string {
  const title = latestVersion(course).title.en;
  if (change)
    return status === 'approved'
      ? `Your change to "${title}" was approved and is now published.`
      : `Your change to "${title}" was declined; the published version stays up. See the reviewer's notes.`;
  return status === 'approved'
    ? `Your course "${title}" was approved.`
    : `Your course "${title}" was declined. See the reviewer's notes.`;
}

const isCourseFormField = (value: unknown): value is CourseFormField =>
  (COURSE_FORM_FIELDS as readonly unknown[]).includes(value);

/**
 * Parses `rejected_fields: [{ field_name?, error_message_en, error_message_ru?, error_message_arm? }]`.
 * `field_name` is one of the course form's fields, or null/absent for a general remark.
 */
function readRejectedFields(
  value: unknown,
  errors: DevErrors,
): Omit<RejectedFieldRecord, 'id'>[] | null {
  if (!Array.isArray(value) || value.length === 0) {
    errors.rejected_fields = ['required'];
    return null;
  }
  return value.map((entry: unknown, index) => {
    const row = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
      string,
      unknown
    >;
    const message: Localized = {
      en: text(row.error_message_en),
      ru: optionalText(row.error_message_ru),
      arm: optionalText(row.error_message_arm),
    };
    const fieldName = row.field_name ?? null;
    if (fieldName !== null && !isCourseFormField(fieldName))
      errors[`rejected_fields.${index}.field_name`] = ['invalid'];
    if (!message.en) errors[`rejected_fields.${index}.error_message_en`] = ['required'];
    for (const lang of ['en', 'ru', 'arm'] as const) {
      if ((message[lang]?.length ?? 0) > MAX_DEV_MESSAGE_LENGTH)
        errors[`rejected_fields.${index}.error_message_${lang}`] = ['too_long'];
    }
    return { field_name: isCourseFormField(fieldName) ? fieldName : null, message };
  });
}

/** Every capability with whether the mock offers it now, and the version they make up. */
function capabilitiesAnswer() {
  const offered = offeredCapabilities();
  return {
    capabilities: CAPABILITY_IDS.map((id) => ({ id, offered: offered.includes(id) })),
    version: activeApiVersion(),
    versions: API_VERSIONS,
  };
}

export const devHandlers = [
  http.get('*/__dev/mailbox', ({ request }) => {
    const email = new URL(request.url).searchParams.get('email')?.trim().toLowerCase();
    const mails = getDb().state.mailbox.filter((mail) => !email || mail.to.toLowerCase() === email);
    return HttpResponse.json({ mails: [...mails].reverse() });
  }),

  http.post('*/__dev/reset', () => {
    resetDb();
    forgetUploads();
    setScenario('none');
    setApiVersion('later');
    setThrottling(true);
    return HttpResponse.json({ ok: true });
  }),

  http.get('*/__dev/db', () => HttpResponse.json(getDb().toJSON())),

  http.post('*/__dev/clock', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { advance_ms?: number };
    getDb().advanceClock(Number(body.advance_ms) || 0);
    persistDb();
    return HttpResponse.json({ now: getDb().nowIso() });
  }),

  http.get('*/__dev/users', () =>
    HttpResponse.json({
      users: getDb().state.users.map((user) => ({
        id: user.id,
        name: `${user.first_name} ${user.last_name}`,
        email: user.email,
        role: user.role,
      })),
    }),
  ),

  // `?status=in_review` (default), `approved`, `declined` or `all`; newest first.
  http.get('*/__dev/courses', ({ request }) => {
    const status = new URL(request.url).searchParams.get('status') ?? 'in_review';
    const courses = getDb()
      .state.courses.filter((course) => status === 'all' || course.status === status)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return HttpResponse.json({ courses: courses.map(presentDevCourse) });
  }),

  // `{ status: 'approved' }` or `{ status: 'declined', rejected_fields: [{ field_name,
  // error_message_en, error_message_ru, error_message_arm }] }` (`field_name`: a course-form field
  // or null): changes the course and notifies its instructor.
  http.post('*/__dev/courses/:id/review', async ({ request, params }) => {
    const db = getDb();
    const course = db.state.courses.find((entry) => String(entry.id) === params.id);
    if (!course) return notFound();
    const body = await jsonBody(request);
    const errors: DevErrors = {};
    const status = body.status;
    if (status !== 'approved' && status !== 'declined') {
      errors.status = [status === undefined ? 'required' : 'invalid'];
      return invalidInput(errors);
    }
    const rejected = status === 'declined' ? readRejectedFields(body.rejected_fields, errors) : [];
    if (Object.keys(errors).length > 0 || !rejected) return invalidInput(errors);

    let lastId = Math.max(
      0,
      ...db.state.courses.flatMap((entry) => entry.rejected_fields.map((field) => field.id)),
    );
    // A change to a published course: approving publishes it, declining keeps it (the
    // instructor's to fix) beside the published version, which stays up.
    const change = isPublished(course) && (Boolean(course.pending_change) || status === 'declined');
    const message = reviewMessage(course, status, change);
    if (status === 'approved') publishChange(course);
    else declineChange(course);
    course.status = status;
    course.rejected_fields = rejected.map((field) => ({ id: ++lastId, ...field }));
    const notification = notifyUser(db, course.user_id, {
      message,
      type: NOTIFICATION_TYPES.courseStatus,
      course_id: course.id,
      status,
    });
    persistDb();
    return HttpResponse.json({ course: presentDevCourse(course), notification });
  }),

  // `{ en?, ru?, arm? }` (decimal strings; `ru`/`arm` may be null): an operator changes a course's
  // price, as a price change between a learner opening checkout and paying looks (decision 20).
  http.post('*/__dev/courses/:id/price', async ({ request, params }) => {
    const db = getDb();
    const course = db.state.courses.find((entry) => String(entry.id) === params.id);
    if (!course) return notFound();
    const body = await jsonBody(request);
    const errors: DevErrors = {};
    const price = { ...course.price };
    for (const language of ['en', 'ru', 'arm'] as const) {
      if (!(language in body)) continue;
      const value = body[language];
      if (value === null && language !== 'en') price[language] = null;
      else if (typeof value === 'string' && toCents(value) !== null) price[language] = value.trim();
      else errors[language] = [value === undefined || value === '' ? 'required' : 'invalid'];
    }
    if (Object.keys(errors).length > 0) return invalidInput(errors);
    course.price = price;
    persistDb();
    return HttpResponse.json({ course: presentDevCourse(course) });
  }),

  // `{ user_id, message }`: stores a notification for the user and pushes it in real time.
  http.post('*/__dev/notifications', async ({ request }) => {
    const db = getDb();
    const body = await jsonBody(request);
    const errors: DevErrors = {};
    const userId = Number(body.user_id);
    const message = text(body.message);
    if (body.user_id === undefined || body.user_id === '') errors.user_id = ['required'];
    else if (!Number.isInteger(userId) || !db.userById(userId)) errors.user_id = ['invalid'];
    if (!message) errors.message = ['required'];
    else if (message.length > MAX_DEV_MESSAGE_LENGTH) errors.message = ['too_long'];
    if (Object.keys(errors).length > 0) return invalidInput(errors);
    const notification = notifyUser(db, userId, { message });
    return HttpResponse.json({ notification }, { status: 201 });
  }),

  http.get('*/__dev/scenario', () =>
    HttpResponse.json({ scenario: activeScenario(), scenarios: SCENARIOS }),
  ),

  // `{ scenario: 'none' | 'slow' | 'server-error' | 'offline' }`, until switched back to none.
  http.post('*/__dev/scenario', async ({ request }) => {
    const body = await jsonBody(request);
    if (!isScenario(body.scenario))
      return invalidInput({ scenario: [body.scenario === undefined ? 'required' : 'invalid'] });
    setScenario(body.scenario);
    // Going offline cuts the open realtime sockets too; pusher-js reconnects once back online.
    if (body.scenario === 'offline') pusherHub.dropAll();
    return HttpResponse.json({ scenario: activeScenario() });
  }),

  http.get('*/__dev/throttle', () =>
    HttpResponse.json({ enabled: throttlingEnabled(), limits: ATTEMPT_LIMITS }),
  ),

  // `{ enabled: boolean }`: the sign-in and verification-code limits (mocks/lib/throttle.ts), on
  // by default and after a reset; off for tests that try many wrong passwords or codes.
  http.post('*/__dev/throttle', async ({ request }) => {
    const body = await jsonBody(request);
    if (typeof body.enabled !== 'boolean')
      return invalidInput({ enabled: [body.enabled === undefined ? 'required' : 'invalid'] });
    setThrottling(body.enabled);
    return HttpResponse.json({ enabled: throttlingEnabled(), limits: ATTEMPT_LIMITS });
  }),

  // The version the capabilities make up (null when they are a set of their own).
  http.get('*/__dev/api-version', () =>
    HttpResponse.json({ version: activeApiVersion(), versions: API_VERSIONS }),
  ),

  // `{ version: 'later' | 'earlier' }`: a shortcut that sets the capabilities to that version's
  // set (mocks/lib/capabilities.ts).
  http.post('*/__dev/api-version', async ({ request }) => {
    const body = await jsonBody(request);
    if (!isApiVersion(body.version))
      return invalidInput({ version: [body.version === undefined ? 'required' : 'invalid'] });
    setApiVersion(body.version);
    return HttpResponse.json({ version: activeApiVersion() });
  }),

  http.get('*/__dev/capabilities', () => HttpResponse.json(capabilitiesAnswer())),

  // `{ capabilities: { [id]: boolean } }` turns the named ones on or off, the others as they
  // are; `{ version }` sets a version's whole set first (either or both).
  http.post('*/__dev/capabilities', async ({ request }) => {
    const body = await jsonBody(request);
    const errors: DevErrors = {};
    const changes = body.capabilities;
    const valid =
      typeof changes === 'object' &&
      changes !== null &&
      !Array.isArray(changes) &&
      Object.entries(changes).every(([id, on]) => isCapabilityId(id) && typeof on === 'boolean');
    if (changes !== undefined && !valid) errors.capabilities = ['invalid'];
    if (body.version !== undefined && !isApiVersion(body.version)) errors.version = ['invalid'];
    if (changes === undefined && body.version === undefined) errors.capabilities = ['required'];
    if (Object.keys(errors).length > 0) return invalidInput(errors);
    if (isApiVersion(body.version)) setApiVersion(body.version);
    if (valid) setCapabilities(changes as Record<string, boolean>);
    return HttpResponse.json(capabilitiesAnswer());
  }),

  // Who listens on which channel right now (tests wait for a subscription with it).
  http.get('*/__dev/realtime', () => HttpResponse.json({ connections: pusherHub.subscriptions() })),

  // `{ email, course_id }`: the learner owns the course, as after a payment, without one (for
  // journeys that need a buyer of a course made during the journey).
  http.post('*/__dev/purchases', async ({ request }) => {
    const db = getDb();
    const body = await jsonBody(request);
    const user = typeof body.email === 'string' ? db.userByEmail(body.email) : undefined;
    const course = db.state.courses.find((entry) => entry.id === Number(body.course_id));
    const errors: DevErrors = {};
    if (!user || user.role !== 'learner') errors.email = [body.email ? 'invalid' : 'required'];
    if (!course) errors.course_id = [body.course_id ? 'invalid' : 'required'];
    if (!user || !course || Object.keys(errors).length > 0) return invalidInput(errors);
    if (!db.state.purchases.some((p) => p.user_id === user.id && p.course_id === course.id))
      db.state.purchases.push({
        id: db.nextId('purchases'),
        user_id: user.id,
        course_id: course.id,
        payment_id: 0,
        created_at: db.nowIso(),
      });
    persistDb();
    return HttpResponse.json({ ok: true });
  }),

  // Every learner's payments, newest first, and what the next bank answer will do.
  http.get('*/__dev/payments', () => {
    const db = getDb();
    const payments = [...db.state.payments]
      .sort((a, b) => b.id - a.id)
      .map((payment) => ({
        id: payment.id,
        order_number: payment.order_number,
        user_email: db.userById(payment.user_id)?.email ?? '',
        method: payment.method,
        type: payment.type,
        status: payment.status,
        amount: formatCents(payment.amount_cents),
        currency: payment.currency,
        callbacks: payment.callbacks,
        // Decided by the bank but not settled: its callback was lost (or is still on the way).
        awaiting_callback: payment.status === 'pending' && payment.bank !== null,
        created_at: payment.created_at,
      }));
    return HttpResponse.json({ payments, next_callback: db.state.nextCallback });
  }),

  // `{ mode: 'normal' | 'slow' | 'lost' | 'duplicated' }`: the next callback (or saved-card answer).
  http.post('*/__dev/payments/next-callback', async ({ request }) => {
    const body = await jsonBody(request);
    if (!CALLBACK_MODES.includes(body.mode as CallbackMode))
      return invalidInput({ mode: [body.mode === undefined ? 'required' : 'invalid'] });
    const db = getDb();
    db.state.nextCallback = body.mode as CallbackMode;
    persistDb();
    return HttpResponse.json({ next_callback: db.state.nextCallback });
  }),

  // Delivers the callback of a payment the bank decided on (after a lost one).
  http.post('*/__dev/payments/:id/deliver-callback', ({ params }) => {
    const db = getDb();
    const payment = db.state.payments.find((entry) => entry.id === Number(params.id));
    if (!payment || !payment.bank) return notFound();
    settleFromBank(db, payment);
    persistDb();
    return HttpResponse.json({ status: payment.status });
  }),

  // Quiz attempts whose 24-hour cooldown still runs (a seeded one whose time has not started
  // counts too), newest first.
  http.get('*/__dev/quiz-cooldowns', () => {
    const db = getDb();
    const now = db.now().getTime();
    const cooldowns = db.state.quizResults
      .filter((result) => {
        if (result.passed) return false;
        const latest = db.state.quizResults
          .filter(
            (entry) => entry.user_id === result.user_id && entry.course_id === result.course_id,
          )
          .at(-1);
        return (
          latest === result &&
          (result.cooldown_until === null || Date.parse(result.cooldown_until) > now)
        );
      })
      .sort((a, b) => b.id - a.id)
      .map((result) => {
        const course = db.state.courses.find((entry) => entry.id === result.course_id);
        return {
          id: result.id,
          user_email: db.userById(result.user_id)?.email ?? '',
          course_id: result.course_id,
          course_title: course?.title.en ?? '',
          cooldown_until: result.cooldown_until,
        };
      });
    return HttpResponse.json({ cooldowns });
  }),

  // Ends a cooldown now: the learner may take the quiz again at once.
  http.post('*/__dev/quiz-cooldowns/:id/end', ({ params }) => {
    const db = getDb();
    const result = db.state.quizResults.find((entry) => entry.id === Number(params.id));
    if (!result || result.passed) return notFound();
    result.cooldown_until = db.nowIso();
    persistDb();
    return HttpResponse.json({ id: result.id, cooldown_until: result.cooldown_until });
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
