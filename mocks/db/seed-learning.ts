// The seed's learning: who bought which course, how far they got in its video, and the
// captions of the ready instructor's videos, so the demo shows every face of the course page at
// once. The ready learner owns two of the ready instructor's courses, one half watched and one
// completed; other learners bought more of that instructor's courses. Each purchase has its
// completed card payment, as a purchase made through the bank has.
import { LESSON_VIDEO_SECONDS } from '../lib/runtime';
import type {
  CaptionRecord,
  CourseProgressRecord,
  CourseRecord,
  PaymentRecord,
  PurchaseRecord,
} from './types';

/** The ready learner's two courses (both the ready instructor's). */
export const SEEDED_LEARNING = {
  /** TypeScript in Practice: watched to the middle two days ago, no review yet. */
  halfWatchedCourseId: 17,
  /** Logo and Brand Identity in Practice: watched to the end (and reviewed) weeks ago. */
  completedCourseId: 29,
  /** Where the half-watched course stopped, in seconds of the two-minute lesson video. */
  halfWatchedPosition: LESSON_VIDEO_SECONDS / 2,
} as const;

/** The ready instructor, whose courses have buyers and captions. */
const READY_INSTRUCTOR_ID = 2;

interface SeededSale {
  userId: number;
  courseId: number;
  boughtDaysAgo: number;
  /** Where the buyer stopped, and when; none when they have not started. */
  progress?: { position: number; completed: boolean; daysAgo: number };
}

const SALES: readonly SeededSale[] = [
  {
    userId: 1,
    courseId: SEEDED_LEARNING.completedCourseId,
    boughtDaysAgo: 40,
    progress: { position: LESSON_VIDEO_SECONDS, completed: true, daysAgo: 20 },
  },
  {
    userId: 1,
    courseId: SEEDED_LEARNING.halfWatchedCourseId,
    boughtDaysAgo: 12,
    progress: { position: SEEDED_LEARNING.halfWatchedPosition, completed: false, daysAgo: 2 },
  },
  {
    userId: 7,
    courseId: 1,
    boughtDaysAgo: 50,
    progress: { position: 30, completed: false, daysAgo: 45 },
  },
  { userId: 8, courseId: 1, boughtDaysAgo: 33 },
  {
    userId: 9,
    courseId: 21,
    boughtDaysAgo: 25,
    progress: { position: 115, completed: true, daysAgo: 24 },
  },
  { userId: 7, courseId: 29, boughtDaysAgo: 8 },
];

/** Caption tracks of the lesson video (mocks/assets/storage/videos/lesson.*.vtt). */
export const LESSON_CAPTIONS: readonly CaptionRecord[] = [
  { language: 'en', label: 'English', file: 'videos/lesson.en.vtt' },
  { language: 'ru', label: 'Русский', file: 'videos/lesson.ru.vtt' },
  { language: 'arm', label: 'Հայերեն', file: 'videos/lesson.arm.vtt' },
];

/** Whether a seeded course's video has captions: the ready instructor's have, others not. */
export const seededCaptionsOf = (course: { user_id: number }): CaptionRecord[] | undefined =>
  course.user_id === READY_INSTRUCTOR_ID
    ? LESSON_CAPTIONS.map((track) => ({ ...track }))
    : undefined;

const MASKED_PANS = ['424242******4242', '555555******4444'] as const;

/** The seeded sales' prices: the course's drams when it has them, else its dollars. */
function priceOf(course: CourseRecord): { cents: number; currency: string } {
  const [amount, currency] =
    course.price.arm && Number(course.price.arm) > 0
      ? [course.price.arm, 'AMD']
      : [course.price.en, 'USD'];
  return { cents: Math.round(Number(amount) * 100), currency };
}

/**
 * The purchases, their completed payments (ids after `firstPaymentId - 1`, order numbers the
 * engine's `1000000 + id`) and the progress records of the seeded sales.
 */
export function buildLearning(
  courses: readonly CourseRecord[],
  at: (daysAgo: number, minutes?: number) => string,
  firstPaymentId: number,
): { payments: PaymentRecord[]; purchases: PurchaseRecord[]; progress: CourseProgressRecord[] } {
  const payments: PaymentRecord[] = [];
  const purchases: PurchaseRecord[] = [];
  const progress: CourseProgressRecord[] = [];
  SALES.forEach((sale, index) => {
    const course = courses.find((entry) => entry.id === sale.courseId);
    if (!course || course.status !== 'approved')
      throw new Error(`seed-learning: course ${sale.courseId} is not an approved course`);
    const id = firstPaymentId + index;
    const orderNumber = String(1_000_000 + id);
    const paidAt = at(sale.boughtDaysAgo, 30 + index);
    const cardPan = MASKED_PANS[sale.userId === 1 ? 0 : index % 2] as string;
    const { cents, currency } = priceOf(course);
    payments.push({
      id,
      user_id: sale.userId,
      order_number: orderNumber,
      bank_payment_id: `mb-${orderNumber}`,
      method: 'bank',
      type: 'course_purchase',
      status: 'completed',
      amount_cents: cents,
      currency,
      description: course.title.en,
      course_id: course.id,
      card_id: null,
      card_pan: cardPan,
      reason_key: null,
      response_code: '00',
      save_card: false,
      return_origin: '',
      three_ds: null,
      bank: {
        outcome: 'approved',
        response_code: '00',
        reason_key: null,
        card_pan: cardPan,
        card_brand: cardPan.startsWith('4') ? 'Visa' : 'Mastercard',
        card_behaviour: 'approve',
        decided_at: paidAt,
      },
      callbacks: 1,
      created_at: paidAt,
      updated_at: paidAt,
    });
    purchases.push({
      id: index + 1,
      user_id: sale.userId,
      course_id: course.id,
      payment_id: id,
      created_at: paidAt,
    });
    if (sale.progress) {
      progress.push({
        user_id: sale.userId,
        course_id: course.id,
        position_seconds: sale.progress.position,
        duration_seconds: LESSON_VIDEO_SECONDS,
        completed: sale.progress.completed,
        updated_at: at(sale.progress.daysAgo, 90 + index),
      });
    }
  });
  return { payments, purchases, progress };
}

/** The seeded payments of the sales, by order number (journeys count only their own). */
export const SEEDED_SALE_ORDER_NUMBERS = (firstPaymentId: number): string[] =>
  SALES.map((_, index) => String(1_000_000 + firstPaymentId + index));
