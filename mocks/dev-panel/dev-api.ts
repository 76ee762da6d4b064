// The developer panel's calls: the /__dev endpoints of mocks/handlers/dev.ts on the API host.
import { env } from '../../src/lib/env';
import type {
  CallbackMode,
  CourseFormField,
  CourseStatus,
  Localized,
  MailRecord,
  PaymentMethod,
  PaymentStatus,
  PaymentType,
  RoleName,
} from '../db/types';
import type { ApiVersion, CapabilityId } from '../lib/capabilities';
import type { Scenario } from '../lib/scenario';
import type { AttemptKind } from '../lib/throttle';

/** Every capability with whether the mock offers it, and the version they make up (or null). */
export interface DevCapabilities {
  capabilities: { id: CapabilityId; offered: boolean }[];
  version: ApiVersion | null;
  versions: ApiVersion[];
}

export interface DevCourse {
  id: number;
  status: CourseStatus;
  /** A published version stays up for visitors and buyers while this one is reviewed. */
  published: boolean;
  title: Localized;
  created_at: string;
  instructor: { id: number; name: string; email: string } | null;
}

export interface DevPayment {
  id: number;
  order_number: string;
  user_email: string;
  method: PaymentMethod;
  type: PaymentType;
  status: PaymentStatus;
  amount: string;
  currency: string;
  callbacks: number;
  awaiting_callback: boolean;
  created_at: string;
}

export interface DevUser {
  id: number;
  name: string;
  email: string;
  role: RoleName;
}

export interface RejectedFieldInput {
  /** The course-form field the message is about, or null for a general remark. */
  field_name: CourseFormField | null;
  error_message_en: string;
  error_message_ru: string;
  error_message_arm: string;
}

/** A pending sale or a payout request of the instructors' ledger. */
export interface DevSale {
  id: number;
  order_number: string;
  instructor_email: string;
  course_title_en: string | null;
  amount: string;
  net_amount: string;
  currency: string;
  created_at: string;
}
export interface DevWithdrawal {
  id: number;
  instructor_email: string;
  amount: string;
  currency: string;
  status: 'pending' | 'completed' | 'rejected';
  admin_notes: string | null;
  payment_details: { bankName: string; accountHolderName: string; accountNumber: string };
  created_at: string;
}
export interface DevLedger {
  settle_delay_ms: number | null;
  pending_sales: DevSale[];
  withdrawals: DevWithdrawal[];
}
export interface DevQuizCooldown {
  id: number;
  user_email: string;
  course_id: number;
  course_title: string;
  /** Null for a seeded failure whose 24 hours have not started yet. */
  cooldown_until: string | null;
}

export type DevFieldErrors = Record<string, string[]>;

/** A refusal of a /__dev endpoint: 422 carries the fields, anything else is a failure. */
export class DevCallError extends Error {
  constructor(
    readonly status: number,
    readonly errors: DevFieldErrors = {},
  ) {
    super(`Developer endpoint answered ${status}`);
  }
}

/** The sign-in and verification-code limits (mocks/lib/throttle.ts). */
export interface DevThrottle {
  enabled: boolean;
  limits: Record<AttemptKind, { maxAttempts: number; decaySeconds: number }>;
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${env.apiBaseUrl}/__dev${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as T & { errors?: DevFieldErrors };
  if (!response.ok) throw new DevCallError(response.status, answer.errors);
  return answer;
}

export const devApi = {
  mailbox: (email: string) =>
    call<{ mails: MailRecord[] }>(`/mailbox?email=${encodeURIComponent(email)}`),
  coursesInReview: () => call<{ courses: DevCourse[] }>('/courses?status=in_review'),
  review: (
    courseId: number,
    status: 'approved' | 'declined',
    rejectedFields: RejectedFieldInput[] = [],
  ) =>
    call<{ course: DevCourse }>(`/courses/${courseId}/review`, {
      status,
      rejected_fields: rejectedFields,
    }),
  users: () => call<{ users: DevUser[] }>('/users'),
  notify: (userId: number, message: string) =>
    call<{ notification: { id: string } }>('/notifications', { user_id: userId, message }),
  scenario: () => call<{ scenario: Scenario }>('/scenario'),
  setScenario: (scenario: Scenario) => call<{ scenario: Scenario }>('/scenario', { scenario }),
  throttle: () => call<DevThrottle>('/throttle'),
  setThrottle: (enabled: boolean) => call<DevThrottle>('/throttle', { enabled }),
  reset: () => call<{ ok: boolean }>('/reset', {}),
  capabilities: () => call<DevCapabilities>('/capabilities'),
  setCapabilities: (change: {
    capabilities?: Partial<Record<CapabilityId, boolean>>;
    version?: ApiVersion;
  }) => call<DevCapabilities>('/capabilities', change),
  payments: () => call<{ payments: DevPayment[]; next_callback: CallbackMode }>('/payments'),
  setNextCallback: (mode: CallbackMode) =>
    call<{ next_callback: CallbackMode }>('/payments/next-callback', { mode }),
  deliverCallback: (paymentId: number) =>
    call<{ status: PaymentStatus }>(`/payments/${paymentId}/deliver-callback`, {}),
  ledger: () => call<DevLedger>('/ledger'),
  settleSales: (saleId?: number) =>
    call<{ settled: number }>('/ledger/settle', saleId === undefined ? {} : { sale_id: saleId }),
  setSettleDelay: (ms: number | null) =>
    call<{ settle_delay_ms: number | null }>('/ledger/settle-delay', { ms }),
  decideWithdrawal: (id: number, decision: 'approve' | 'reject', note: string) =>
    call<{ withdrawal: DevWithdrawal }>(`/withdrawals/${id}/decide`, { decision, note }),
  quizCooldowns: () => call<{ cooldowns: DevQuizCooldown[] }>('/quiz-cooldowns'),
  endQuizCooldown: (resultId: number) =>
    call<{ id: number; cooldown_until: string }>(`/quiz-cooldowns/${resultId}/end`, {}),
};
