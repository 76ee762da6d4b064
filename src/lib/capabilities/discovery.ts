// The one place the app decides what a server offers and what it does without it
// (./registry.ts lists the capabilities). Every screen, query and machine asks here (or, for
// answer fields, in ./answers.ts): whether a 404 means a call the server does not have, whether
// an answer carries a field, and what stands in for what is missing. A test
// (one-home.test.ts) keeps other code from deciding it again.
import type {
  Bootcamp,
  CertificateListResponse,
  CertificateSummary,
  CertificateVerification,
  CertificateVerificationCertificate,
  CatalogueFiltersResponse,
  AddFundsLimitsResponse,
  PurchasedCourse,
  PurchasedCoursesResponse,
  SavedCardsResponse,
} from '../../generated/model';
import { readApiError } from '../http';
import { capabilityById, type CapabilityId } from './registry';

// The answer fields (no HTTP, so machines import them from ./answers directly).
export * from './answers';

/**
 * Whether `error` says the server does not have the capability: a 404 of one of its calls,
 * unless it carries the call's own "no such record" key (an unknown certificate code).
 */
export function notOffered(id: CapabilityId, error: unknown): boolean {
  const { status, message_key: key } = readApiError(error);
  if (status !== 404) return false;
  return !(capabilityById(id).calls ?? []).some(
    (call) => call.recordNotFoundKey !== undefined && call.recordNotFoundKey === key,
  );
}

/** The check of a failure-kind rule: whether a failed call means the server lacks `id`. */
export const notOfferedBy =
  (id: CapabilityId) =>
  (error: unknown): boolean =>
    notOffered(id, error);

/** The call's answer, or `standIn` when the server does not have the capability. */
async function answerOr<T, S>(id: CapabilityId, call: Promise<T>, standIn: S): Promise<T | S> {
  try {
    return await call;
  } catch (error) {
    if (notOffered(id, error)) return standIn;
    throw error;
  }
}

// --- calls ----------------------------------------------------------------------------------

/** Without `purchased-courses` the learner owns nothing the app can see. */
export const purchasedCoursesOr = (call: Promise<PurchasedCoursesResponse>) =>
  answerOr('purchased-courses', call, { courses: [] as PurchasedCourse[] });

/** The saved cards; null without `saved-cards` (checkout offers none, settings says so). */
export const savedCardsOr = (call: Promise<SavedCardsResponse>) =>
  answerOr('saved-cards', call, null);

/** The bootcamps; none without `bootcamps` (home shows no block). */
export const bootcampsOr = (call: Promise<Bootcamp[]>) =>
  answerOr('bootcamps', call, [] as Bootcamp[]);

/** The top-up limits; null without `add-funds-limits` (add funds learns them when refused). */
export const addFundsLimitsOr = (call: Promise<AddFundsLimitsResponse>) =>
  answerOr('add-funds-limits', call, null);

/** The catalogue's filters; null without `catalogue-filters` (search only). */
export const catalogueFiltersOr = (call: Promise<CatalogueFiltersResponse>) =>
  answerOr('catalogue-filters', call, null);

/** The learner's certificates; null without `certificates` (the profile page lists none). */
export async function certificateListOr(
  call: Promise<CertificateListResponse>,
): Promise<CertificateSummary[] | null> {
  const answer = await answerOr('certificates', call, null);
  return answer ? answer.certificates : null;
}

/** A code's check: the certificate, null for an unknown code, or not offered at all. */
export type CertificateCheck =
  { offered: true; certificate: CertificateVerificationCertificate | null } | { offered: false };

export async function certificateCheckOf(
  call: Promise<CertificateVerification>,
): Promise<CertificateCheck> {
  try {
    return { offered: true, certificate: (await call).certificate };
  } catch (error) {
    if (notOffered('certificates', error)) return { offered: false };
    // The call's own 404 (`certificate.not_found`): no certificate has this code.
    if (readApiError(error).status === 404) return { offered: true, certificate: null };
    throw error;
  }
}

/** Without `course-progress` a report answers 404: the browser keeps progress from then on. */
export const progressNotKept = (error: unknown): boolean => notOffered('course-progress', error);

/**
 * Without `signed-video-url` the address call answers 404: the player downloads the file with
 * the Authorization header when play is pressed.
 */
export const signedVideoUrlNotOffered = (error: unknown): boolean =>
  notOffered('signed-video-url', error);
