// The mock backend's data model: plain JSON records, so the whole database can be saved to
// localStorage and restored. Ids are numbers like Laravel's, notifications use UUIDs.

export type Lang = 'en' | 'ru' | 'arm';
export type RoleName = 'learner' | 'instructor';
export type CourseStatus = 'in_review' | 'approved' | 'declined';

/** A text per language; ru and arm are null when that translation is missing. */
export interface Localized {
  en: string;
  ru: string | null;
  arm: string | null;
}

export interface UserRecord {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  role: RoleName;
  verified_at: string | null;
  image: string | null;
  phone_number: string | null;
  notification_state: 0 | 1;
  created_at: string;
}

export interface TokenRecord {
  token: string;
  user_id: number;
  created_at: string;
}

export interface VerificationCodeRecord {
  email: string;
  code: string;
  /** ISO time after which the code is refused (`auth.code_expired`). */
  expires_at: string;
  /** ISO time when it was sent; a resend is refused until the cooldown has passed. */
  sent_at: string;
}

export interface ResetTokenRecord {
  email: string;
  token: string;
  expires_at: string;
}

export interface CourseFaqRecord {
  id: number;
  question: Localized;
  answer: Localized;
}

export interface CourseHighlightRecord {
  id: number;
  name: Localized;
}

export interface CourseDetailChoice {
  id: number;
  course_details_data_id: number;
  /** HH:mm:ss for editable details, null for checkbox ones. */
  time: string | null;
}

/** The course form's fields a reviewer's message can be about (decision 16). */
export const COURSE_FORM_FIELDS = [
  'video',
  'title',
  'price',
  'description',
  'faqs',
  'highlights',
  'details_by_instructor',
] as const;
export type CourseFormField = (typeof COURSE_FORM_FIELDS)[number];

export interface RejectedFieldRecord {
  id: number;
  /** The field the message is about; null or absent for a general remark. */
  field_name?: CourseFormField | null;
  message: Localized;
}

/** A course category: names in three languages, in display order by id. */
export interface CategoryRecord {
  id: number;
  name: Localized;
}

export interface CourseRecord {
  id: number;
  user_id: number;
  status: CourseStatus;
  /** Its category; null only for a course made before categories (none in the seed). */
  category_id: number | null;
  title: Localized;
  description: Localized;
  price: { en: string; ru: string | null; arm: string | null };
  thumbnail: string | null;
  video: string | null;
  views: number;
  faqs: CourseFaqRecord[];
  highlights: CourseHighlightRecord[];
  details: CourseDetailChoice[];
  rejected_fields: RejectedFieldRecord[];
  /** WebVTT caption tracks of the video (storage files), when the course has any. */
  captions?: CaptionRecord[];
  created_at: string;
  /** The quiz; absent on a course that has none. */
  questions?: QuizQuestionRecord[];
  practice_assignments?: PracticeAssignmentRecord[];
  /**
   * The instructor's change to a published course while review has not approved it (in review,
   * or declined): the record's own content stays what visitors, buyers and the catalogue see
   * until an approval copies this over it (mocks/db/course-versions.ts). Absent when the record's
   * content is the instructor's latest.
   */
  pending_change?: CourseContent | null;
}

/** What an instructor writes of a course and review publishes: all but its identity and counters. */
export const COURSE_CONTENT_KEYS = [
  'category_id',
  'title',
  'description',
  'price',
  'thumbnail',
  'video',
  'faqs',
  'highlights',
  'details',
  'captions',
  'questions',
  'practice_assignments',
] as const satisfies readonly (keyof CourseRecord)[];
export type CourseContent = Pick<CourseRecord, (typeof COURSE_CONTENT_KEYS)[number]>;

export type QuizQuestionType = 'radio' | 'checkbox';

export interface QuizQuestionRecord {
  id: number;
  question_text: string;
  type: QuizQuestionType;
  options: { id: number; option_text: string; is_correct: boolean }[];
}

export interface PracticeAssignmentRecord {
  id: number;
  assignment_text: string;
  correct_answer: string;
}

/** One quiz attempt and its score (mocks/handlers/quizzes.ts). */
export interface QuizResultRecord {
  id: number;
  user_id: number;
  course_id: number;
  passed: boolean;
  quiz_score: number;
  quiz_total: number;
  practice_score: number;
  practice_total: number;
  /** When the next attempt opens after a failure; null until a seeded failure is first read. */
  cooldown_until: string | null;
  /** The certificate of a pass (decision 28). */
  certificate_code: string | null;
  created_at: string;
}

/** One caption track of a course video: its language and its WebVTT storage file. */
export interface CaptionRecord {
  language: Lang;
  label: string;
  file: string;
}

export interface CourseDetailDataRecord {
  id: number;
  icon: string;
  editable: 0 | 1;
  time: string | null;
  text: Localized;
}

export interface CommentRecord {
  id: number;
  course_id: number;
  user_id: number;
  rating: number;
  comment_text: string | null;
  created_at: string;
}

export interface ListEntryRecord {
  id: number;
  user_id: number;
  course_id: number;
  created_at: string;
}

export interface NotificationRecord {
  id: string;
  user_id: number;
  message: string;
  /** The notification class, as Laravel names it; the course-status one when absent. */
  type?: string;
  course_id?: number;
  status?: CourseStatus;
  created_at: string;
  read_at: string | null;
}

export interface BlogRecord {
  id: number;
  image: string | null;
  title: Localized;
  description: Localized;
  created_at: string;
}

export interface FaqRecord {
  id: number;
  question: Localized;
  answers: { id: number; answer: Localized }[];
}

export interface PricingRecord {
  id: number;
  title: Localized;
  description: Localized;
  price: { en: string; ru: string | null; arm: string | null };
  unit: Localized;
  features: { id: number; feature: Localized }[];
}

export interface TeamRecord {
  id: number;
  image: string | null;
  full_name: Localized;
  profession: Localized;
}

export type FormKind = 'book-call' | 'contact' | 'newsletter';

export interface FormSubmissionRecord {
  id: number;
  kind: FormKind;
  fields: Record<string, string>;
  created_at: string;
}

export interface MailRecord {
  id: number;
  to: string;
  kind: 'verification-code' | 'password-reset';
  subject: string;
  body: string;
  /** The code or reset token, so the developer panel and tests can read it directly. */
  code?: string;
  token?: string;
  link?: string;
  created_at: string;
}

export type PaymentType = 'add_funds' | 'course_purchase';
export type PaymentStatus =
  | 'pending'
  | 'approved'
  | 'deposited'
  | 'completed'
  | 'declined'
  | 'canceled'
  | 'refunded'
  | 'failed';
export type PaymentMethod = 'bank' | 'balance' | 'saved_card';
export type CardBrand = 'Visa' | 'Mastercard';
/** How the simulated bank treats a card (mocks/payments/test-cards.ts). */
export type CardBehaviour =
  'approve' | 'decline' | 'insufficient_funds' | 'three_ds' | 'declines_later';

/** What the simulated bank decided on its hosted page; the callback then settles the payment. */
export interface BankDecision {
  outcome: 'approved' | 'declined' | 'canceled';
  response_code: string;
  reason_key: string | null;
  card_pan: string | null;
  card_brand: CardBrand | null;
  card_behaviour: CardBehaviour | null;
  decided_at: string;
}

export interface PaymentRecord {
  id: number;
  user_id: number;
  order_number: string;
  /** The bank's id of the payment session (`paymentID` of the callback). */
  bank_payment_id: string;
  method: PaymentMethod;
  type: PaymentType;
  status: PaymentStatus;
  /** What was charged, in cents of `currency`. */
  amount_cents: number;
  currency: string;
  description: string | null;
  course_id: number | null;
  card_id: number | null;
  card_pan: string | null;
  reason_key: string | null;
  response_code: string | null;
  save_card: boolean;
  /** Where the bank sends the browser back (the app's origin at initiate). */
  return_origin: string;
  /** A 3-D Secure step the bank page is waiting for (card details kept until it is answered). */
  three_ds: { card_pan: string; card_brand: CardBrand; code: string } | null;
  bank: BankDecision | null;
  /** How many callbacks reached the server for it (a duplicate changes nothing but this). */
  callbacks: number;
  created_at: string;
  updated_at: string;
}

export interface SavedCardRecord {
  id: number;
  user_id: number;
  /** Masked (`424242******4242`): the full number is never stored (decision 24). */
  card_pan: string;
  card_type: CardBrand;
  /** How the simulated bank treats charges on it (never sent to the app). */
  behaviour: CardBehaviour;
  created_at: string;
}

export interface PurchaseRecord {
  id: number;
  user_id: number;
  course_id: number;
  payment_id: number;
  created_at: string;
}

/** Where a learner stopped in a bought course's video (the progress extension, decision 26). */
export interface CourseProgressRecord {
  user_id: number;
  course_id: number;
  position_seconds: number;
  duration_seconds: number;
  /** Watched to 90 % at least once; stays true when the learner watches again. */
  completed: boolean;
  updated_at: string;
}

/** The first answer to an Idempotency-Key of one user (decision 21). */
export interface IdempotencyRecord {
  user_id: number;
  key: string;
  operation_id: string;
  /** The call and its body (`requestFingerprint`); absent on records kept before it was. */
  fingerprint?: string;
  status: number;
  body: unknown;
  created_at: string;
}

/** A sale in an instructor's ledger: pending until it settles into the balance. */
export type SaleStatus = 'pending' | 'completed' | 'canceled';

export interface SaleRecord {
  id: number;
  instructor_id: number;
  course_id: number;
  /** The learner's payment, or null for the seeded history (sold before the mock's payments). */
  payment_id: number | null;
  order_number: string;
  /** What the learner paid, the platform's fee and the instructor's share, in cents of AMD. */
  gross_cents: number;
  fee_cents: number;
  net_cents: number;
  currency: string;
  status: SaleStatus;
  created_at: string;
  settled_at: string | null;
}

export type WithdrawalStatus = 'pending' | 'completed' | 'rejected';

export interface WithdrawalRecord {
  id: number;
  instructor_id: number;
  /** Held out of the balance while pending, paid out when completed, returned when rejected. */
  amount_cents: number;
  currency: string;
  status: WithdrawalStatus;
  admin_notes: string | null;
  payment_method: 'bank';
  payment_details: { bankName: string; accountHolderName: string; accountNumber: string };
  created_at: string;
  updated_at: string;
}

/** What the developer panel asked of the next bank callback. */
export const CALLBACK_MODES = ['normal', 'slow', 'lost', 'duplicated'] as const;
export type CallbackMode = (typeof CALLBACK_MODES)[number];

/** The whole database: everything the mock backend knows, as JSON. */
export interface DbState {
  version: number;
  users: UserRecord[];
  tokens: TokenRecord[];
  verificationCodes: VerificationCodeRecord[];
  resetTokens: ResetTokenRecord[];
  courses: CourseRecord[];
  categories: CategoryRecord[];
  courseDetailsData: CourseDetailDataRecord[];
  comments: CommentRecord[];
  wishlist: ListEntryRecord[];
  cart: ListEntryRecord[];
  notifications: NotificationRecord[];
  blogs: BlogRecord[];
  faqs: FaqRecord[];
  pricing: PricingRecord[];
  team: TeamRecord[];
  submissions: FormSubmissionRecord[];
  mailbox: MailRecord[];
  payments: PaymentRecord[];
  savedCards: SavedCardRecord[];
  purchases: PurchaseRecord[];
  /** The learners' progress in their bought courses, one record per learner and course. */
  progress: CourseProgressRecord[];
  /** Wallet balances in cents of AMD, by user id. */
  balances: Record<string, number>;
  idempotency: IdempotencyRecord[];
  /** Quiz attempts. */
  quizResults: QuizResultRecord[];
  /** The developer panel's wish for the next bank callback. */
  nextCallback: CallbackMode;
  /** The instructors' sales ledger and payout requests. */
  sales: SaleRecord[];
  withdrawals: WithdrawalRecord[];
  /** How long a sale stays pending before it settles by itself; null: only the panel settles. */
  saleSettleDelayMs: number | null;
  /** Failed sign-ins and verification codes in their window (mocks/lib/throttle.ts). */
  attempts?: AttemptRecord[];
  /** Last id handed out per table. */
  sequences: Record<string, number>;
}

/** Failures of one kind by one e-mail (`login:anna@example.com`) until `resets_at`. */
export interface AttemptRecord {
  key: string;
  count: number;
  resets_at: string;
}
