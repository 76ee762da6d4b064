// What a server may offer beyond the calls every version of the original backend has: the later
// version's calls, answers and rules, and the extensions of the contract
// (`x-extension: true`). One list, read by the app (what it does without each one:
// ./without.ts), by the mock backend (which can turn each one off) and by the contract harness
// (which reports each one for the server it checked). Plain data, no imports: the harness's
// package bundles it as it is.

/** Where a capability comes from: the original backend's later version, or the contract's own. */
export type CapabilityOrigin = 'later' | 'extension';

/** A call that is there or not: a server without the capability answers it 404. */
export interface CapabilityCall {
  operationId: string;
  /**
   * The `message_key` of the call's own 404 (an unknown record): a 404 with it is an answer,
   * any other 404 means the call is not there.
   */
  recordNotFoundKey?: string;
}

/**
 * A field of an answer that is there or not. `path` is dotted, `[]` for every item of a list
 * (`payments.data[].currency`); `statuses` the answers that carry it (2xx when absent).
 */
export interface CapabilityField {
  operationId: string;
  path: string;
  statuses?: readonly number[];
}

export interface Capability {
  id: string;
  origin: CapabilityOrigin;
  /** A short name (docs, the harness's table; the developer panel translates it by id). */
  name: string;
  /** What a server with it offers. */
  offers: string;
  /** How the app finds out that the server lacks it. */
  discovery: string;
  /** What the app does without it. */
  without: string;
  /** Calls that answer 404 on a server without it. */
  calls?: readonly CapabilityCall[];
  /** Answer fields a server without it leaves out. */
  fields?: readonly CapabilityField[];
  /**
   * What a server without it accepts or answers otherwise, in words (the mock's handlers apply
   * it; the app sends what both accept, so it need not find out).
   */
  rule?: string;
}

const fields = (
  operationId: string,
  paths: readonly string[],
  statuses?: readonly number[],
): CapabilityField[] =>
  paths.map((path) => ({ operationId, path, ...(statuses ? { statuses } : {}) }));

const PAY_CALLS = ['initiatePayment', 'payWithBalance', 'payWithSavedCard'] as const;

export const CAPABILITIES = [
  // --- the later version ------------------------------------------------------------------
  {
    id: 'login-profile',
    origin: 'later',
    name: 'Profile and role in the sign-in answer',
    offers:
      'POST /api/login answers the whole profile as `user` with `role` beside it, and GET /api/user/profile a top-level `role`.',
    discovery: 'The sign-in answer has no `role`.',
    without:
      'The app loads the profile after signing in (one call more) and takes the role from the profile’s user.',
    fields: [
      ...fields('login', ['role', 'user.balance', 'user.balance_currency']),
      ...fields('getProfile', ['role']),
    ],
  },
  {
    id: 'wallet-balance',
    origin: 'later',
    name: 'Wallet balance in the profile',
    offers: 'The profile’s `user.balance`: what the learner’s wallet holds.',
    discovery: 'The profile has no `balance`.',
    without:
      'The header shows no balance; the wallet page says the server does not report one; checkout and add funds offer no payment from the balance.',
    fields: fields('getProfile', ['user.balance', 'user.balance_currency']),
  },
  {
    id: 'terms-acceptance',
    origin: 'later',
    name: 'Terms accepted at sign-up',
    offers:
      'POST /api/register refuses a sign-up without `accept_terms` (`auth.accept_terms_required`).',
    discovery: 'None needed: the app always sends `accept_terms`.',
    without: 'Nothing changes: the server ignores the field the app sends.',
    rule: 'Registration ignores `accept_terms`.',
  },
  {
    id: 'later-course-form',
    origin: 'later',
    name: 'The later course form',
    offers:
      'The course form needs a category and one complete language, Armenian or English; a language not offered carries no price to check whatever its currency field says, and the editable detail’s time may be whole hours (`"10"`).',
    discovery: 'None needed: the app always sends a category and a complete English section.',
    without:
      'Nothing changes for the app. The server needs English (title, price, description, FAQs, highlights) and `HH:mm:ss` times, and a course needs no category.',
    rule: 'The earlier course form: English required, times `HH:mm:ss`, the category optional.',
  },
  {
    id: 'bootcamps',
    origin: 'later',
    name: 'Bootcamps',
    offers: 'GET /api/bootcamps: the home page’s bootcamp block.',
    discovery: 'GET /api/bootcamps answers 404.',
    without: 'The home page shows its static programmes without the bootcamp block.',
    calls: [{ operationId: 'listBootcamps' }],
  },
  {
    id: 'purchased-courses',
    origin: 'later',
    name: 'Purchased courses',
    offers: 'GET /api/purchased-courses: the courses the learner bought.',
    discovery: 'GET /api/purchased-courses answers 404.',
    without:
      'The learner owns nothing the app can see: every course offers “Buy”, my learning and the profile page list no course.',
    calls: [{ operationId: 'listPurchasedCourses' }],
  },
  {
    id: 'saved-cards',
    origin: 'later',
    name: 'Saved cards',
    offers: 'GET and DELETE /api/payments/cards and POST /api/payments/pay-saved.',
    discovery: 'GET /api/payments/cards answers 404.',
    without:
      'No saved card is offered: checkout and add funds pay from the balance or on the bank’s page, and settings says the server keeps no cards.',
    calls: [
      { operationId: 'listSavedCards' },
      { operationId: 'deleteSavedCard' },
      { operationId: 'payWithSavedCard' },
    ],
  },
  // --- extensions ----------------------------------------------------------------------------
  {
    id: 'catalogue-filters',
    origin: 'extension',
    name: 'Catalogue filters',
    offers:
      'GET /api/catalogue-filters, and `category_id` and `sort` on GET /api/all-courses-general.',
    discovery: 'GET /api/catalogue-filters answers 404.',
    without:
      'The catalogue offers search only; category and order in an address are left out of the request.',
    calls: [{ operationId: 'getCatalogueFilters' }],
    rule: 'GET /api/all-courses-general ignores `category_id` and `sort`.',
  },
  {
    id: 'course-progress',
    origin: 'extension',
    name: 'Progress kept by the server',
    offers: 'PUT /api/purchased-courses/{id}/progress, and `progress` on each purchased course.',
    discovery:
      'The purchased courses carry no `progress`, or PUT /api/purchased-courses/{id}/progress answers 404.',
    without:
      'Progress is kept in this browser for this user; the course page and my learning say so.',
    calls: [{ operationId: 'updateCourseProgress' }],
    fields: fields('listPurchasedCourses', ['courses[].progress']),
  },
  {
    id: 'signed-video-url',
    origin: 'extension',
    name: 'Signed video address',
    offers:
      'GET /api/stream-video/{id}/url: a short-lived address for the `<video>` element (seeking with ranges, captions).',
    discovery: 'GET /api/stream-video/{id}/url answers 404.',
    without:
      'Play downloads the whole video with the Authorization header and plays it from memory, without captions.',
    calls: [{ operationId: 'getCourseVideoUrl' }],
  },
  {
    id: 'certificates',
    origin: 'extension',
    name: 'Certificate list and verification',
    offers:
      'GET /api/certificates (the learner’s certificates) and GET /api/certificates/{code} (anybody checks one).',
    discovery:
      'GET /api/certificates answers 404; GET /api/certificates/{code} answers 404 without `certificate.not_found`.',
    without:
      'The profile page lists no certificates (each still downloads from its quiz); the verification page says this server cannot check certificates.',
    calls: [
      { operationId: 'listCertificates' },
      { operationId: 'verifyCertificate', recordNotFoundKey: 'certificate.not_found' },
    ],
  },
  {
    id: 'bank-callback-json',
    origin: 'extension',
    name: 'The bank’s return as JSON',
    offers:
      'GET /api/payments/callback asked with `Accept: application/json` answers `{status, orderId, paymentId}` instead of a redirect.',
    discovery: 'The callback answers with the redirect’s page instead of JSON.',
    without:
      'The app follows the server’s redirect to the result page. In the browser’s mock, where no page load reaches the server, the payment is settled all the same and the result page, which cannot name it, sends the learner to the purchase history.',
    rule: 'GET /api/payments/callback answers every request with the redirect.',
  },
  {
    id: 'payment-records',
    origin: 'extension',
    name: 'Records in money answers',
    offers:
      'The payment in the balance, saved-card and cancel answers, its `paymentId` when a bank payment starts, the current price in a 409 `payment.price_changed`, and the request in a withdrawal’s answer.',
    discovery: 'The answer has no `payment`, `paymentId`, `price` or `withdrawal`.',
    without:
      '`success` decides a payment (its order number unknown); a bank payment left unfinished is not offered back; a changed price is read again from the course; the withdrawals are read again for the new request.',
    fields: [
      ...fields('payWithBalance', ['payment']),
      ...fields('payWithSavedCard', ['payment']),
      ...fields('cancelPayment', ['payment']),
      ...fields('initiatePayment', ['paymentId']),
      ...fields('requestInstructorWithdrawal', ['withdrawal']),
      ...PAY_CALLS.flatMap((operationId) => fields(operationId, ['price', 'currency'], [409])),
    ],
  },
  {
    id: 'money-details',
    origin: 'extension',
    name: 'Currencies, courses and totals in the ledgers',
    offers:
      'Amounts name their currency; payment history items and sales name their course (id and titles), the bank’s reason and when they settled; the history carries `total_spent`.',
    discovery: 'The fields are absent.',
    without:
      'Amounts are in AMD (the wallet’s currency); rows show the server’s description; the earnings chart groups sales by it; total spent adds up every page of the history.',
    fields: [
      ...fields('listPaymentHistory', [
        'total_spent',
        'payments.data[].currency',
        'payments.data[].course_id',
        'payments.data[].course_title_en',
        'payments.data[].course_title_ru',
        'payments.data[].course_title_arm',
        'payments.data[].card_pan',
        'payments.data[].reason_key',
        'payments.data[].response_code',
        'payments.data[].updated_at',
      ]),
      ...fields('listInstructorSales', [
        'history.data[].currency',
        'history.data[].course_id',
        'history.data[].course_title_en',
        'history.data[].course_title_ru',
        'history.data[].course_title_arm',
        'history.data[].settled_at',
      ]),
      ...fields('getInstructorWalletSummary', ['summary.currency']),
      ...fields('listInstructorWithdrawals', [
        'withdrawals[].currency',
        'withdrawals[].payment_method',
      ]),
      ...fields('getProfile', ['user.balance_currency']),
      ...fields('login', ['user.balance_currency']),
    ],
  },
  {
    id: 'amount-limits',
    origin: 'extension',
    name: 'Limits in a refused amount',
    offers: 'A 422 for an amount outside the limits names them in `limits`.',
    discovery: 'The 422 has no `limits`.',
    without: 'The form says the amount is outside the limits without naming them.',
    fields: ['initiatePayment', 'payWithSavedCard', 'requestInstructorWithdrawal'].flatMap(
      (operationId) => fields(operationId, ['limits'], [422]),
    ),
  },
  {
    id: 'add-funds-limits',
    origin: 'extension',
    name: 'Add funds limits before typing',
    offers: 'GET /api/payments/add-funds-limits answers the smallest and largest top-up.',
    discovery: 'GET /api/payments/add-funds-limits answers 404.',
    without:
      'Add funds shows no limits until the server refuses an amount, and then says them if the refusal names them.',
    calls: [{ operationId: 'getAddFundsLimits' }],
  },
  {
    id: 'published-version',
    origin: 'extension',
    name: 'Whether an instructor’s course is published',
    offers:
      'The instructor’s courses say whether a version of each is published (`published`), also while a change is reviewed.',
    discovery: 'The courses have no `published`.',
    without:
      'An approved course is taken for published; of a course in review or rejected the app says nothing about a published version.',
    fields: [
      ...fields('listInstructorCourses', ['data[].published']),
      ...fields('getInstructorCourse', ['published']),
    ],
  },
  {
    id: 'quiz-result-details',
    origin: 'extension',
    name: 'Next attempt and certificate code in a quiz result',
    offers:
      'A quiz result names when the next attempt opens (with the server’s clock) and the certificate’s code.',
    discovery: 'The result has no `next_attempt_at` or `certificate_code`.',
    without:
      'After a failure the next attempt is counted 24 hours from the answer; after a pass the certificate downloads without its code shown.',
    fields: fields('submitCourseQuiz', ['next_attempt_at', 'server_time', 'certificate_code']),
  },
] as const satisfies readonly Capability[];

export type CapabilityId = (typeof CAPABILITIES)[number]['id'];

export const CAPABILITY_IDS: readonly CapabilityId[] = CAPABILITIES.map((entry) => entry.id);

export const isCapabilityId = (value: unknown): value is CapabilityId =>
  typeof value === 'string' && (CAPABILITY_IDS as readonly string[]).includes(value);

export function capabilityById(id: CapabilityId): Capability {
  return CAPABILITIES.find((entry) => entry.id === id)!;
}

/** The backend versions, each a named set of capabilities. */
export const API_VERSIONS = ['later', 'earlier'] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];

/**
 * What the earlier version lacks, where its client could tell (sign-in, sign-up, the course
 * form). The later calls stay: the earlier client never makes them, and each can be turned off
 * on its own.
 */
const EARLIER_LACKS: readonly CapabilityId[] = [
  'login-profile',
  'terms-acceptance',
  'later-course-form',
];

export const VERSION_CAPABILITIES: Readonly<Record<ApiVersion, readonly CapabilityId[]>> = {
  later: CAPABILITY_IDS,
  earlier: CAPABILITY_IDS.filter((id) => !EARLIER_LACKS.includes(id)),
};

/** The version a set of offered capabilities is, or null when it is neither set. */
export function versionOf(offered: ReadonlySet<CapabilityId>): ApiVersion | null {
  return (
    API_VERSIONS.find((version) => {
      const set = VERSION_CAPABILITIES[version];
      return set.length === offered.size && set.every((id) => offered.has(id));
    }) ?? null
  );
}

/** The capabilities whose calls include `operationId`. */
export const capabilitiesOfCall = (operationId: string): Capability[] =>
  CAPABILITIES.filter((entry: Capability) =>
    entry.calls?.some((call) => call.operationId === operationId),
  );
