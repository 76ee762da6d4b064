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

export interface CourseRecord {
  id: number;
  user_id: number;
  status: CourseStatus;
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
  created_at: string;
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

/** The whole database: everything the mock backend knows, as JSON. */
export interface DbState {
  version: number;
  users: UserRecord[];
  tokens: TokenRecord[];
  verificationCodes: VerificationCodeRecord[];
  resetTokens: ResetTokenRecord[];
  courses: CourseRecord[];
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
  /** Last id handed out per table. */
  sequences: Record<string, number>;
}
