// The seeded quizzes: every seeded course ends with the same short quiz on how the
// course's test works, and one learner, QUIZ_LEARNER, has bought two courses, passed the quiz of
// the first (a certificate to show) and failed the second (a cooldown). The ready learner keeps
// owning nothing: the buying journeys start from that.
import type {
  CourseRecord,
  PaymentRecord,
  PracticeAssignmentRecord,
  PurchaseRecord,
  QuizQuestionRecord,
  QuizResultRecord,
} from './types';

/** A seeded learner (learner4 of seed.ts) with a passed quiz and one in its cooldown. */
export const QUIZ_LEARNER = {
  id: 6,
  email: 'learner4@academy.test',
  password: 'Password123!',
  passedCourseId: 1,
  cooldownCourseId: 4,
  /** The seeded certificate's code (the spec's example). */
  certificateCode: 'ACAD-7K2M-9QXD',
} as const;

interface SeedQuestion extends Omit<QuizQuestionRecord, 'id' | 'options'> {
  options: [string, boolean][];
}

const QUESTIONS: SeedQuestion[] = [
  {
    question_text: 'How long do you wait after a failed attempt before the next one?',
    type: 'radio',
    options: [
      ['24 hours', true],
      ['One hour', false],
      ['One week', false],
    ],
  },
  {
    question_text: 'Which of these help you remember new material?',
    type: 'checkbox',
    options: [
      ['Practising regularly', true],
      ['Explaining it to someone else', true],
      ['Skipping the exercises', false],
    ],
  },
  {
    question_text: 'What share of the points passes the quiz?',
    type: 'radio',
    options: [
      ['70 %', true],
      ['50 %', false],
      ['100 %', false],
    ],
  },
];

const ASSIGNMENT = {
  assignment_text: 'Type the word "done" to confirm you finished the practical exercises.',
  correct_answer: 'done',
};

/** Adds the quiz to every course; returns the last ids used per table. */
export function addSeededQuizzes(courses: CourseRecord[]) {
  let questionId = 0;
  let optionId = 0;
  let assignmentId = 0;
  for (const course of courses) {
    course.questions = QUESTIONS.map((question) => ({
      id: ++questionId,
      question_text: question.question_text,
      type: question.type,
      options: question.options.map(([option_text, is_correct]) => ({
        id: ++optionId,
        option_text,
        is_correct,
      })),
    }));
    const assignments: PracticeAssignmentRecord[] = [{ id: ++assignmentId, ...ASSIGNMENT }];
    course.practice_assignments = assignments;
  }
  return { quizQuestions: questionId, quizOptions: optionId, practiceAssignments: assignmentId };
}

/** The quiz learner's two purchases (paid from the wallet) and their two results. */
export function seededQuizHistory(
  courses: CourseRecord[],
  at: (daysAgo: number) => string,
  firstPaymentId: number,
  firstPurchaseId = 1,
) {
  const payments: PaymentRecord[] = [
    QUIZ_LEARNER.passedCourseId,
    QUIZ_LEARNER.cooldownCourseId,
  ].map((courseId, index) => {
    const id = firstPaymentId + index;
    const course = courses.find((entry) => entry.id === courseId);
    return {
      id,
      user_id: QUIZ_LEARNER.id,
      order_number: String(1000000 + id),
      bank_payment_id: `mb-${1000000 + id}`,
      method: 'balance',
      type: 'course_purchase',
      status: 'completed',
      amount_cents: Math.round(Number(course?.price.arm ?? 0) * 100),
      currency: 'AMD',
      description: course?.title.en ?? null,
      course_id: courseId,
      card_id: null,
      card_pan: null,
      reason_key: null,
      response_code: null,
      save_card: false,
      return_origin: '',
      three_ds: null,
      bank: null,
      callbacks: 0,
      created_at: at(20 - index),
      updated_at: at(20 - index),
    };
  });
  const purchases: PurchaseRecord[] = payments.map((payment, index) => ({
    id: firstPurchaseId + index,
    user_id: QUIZ_LEARNER.id,
    course_id: payment.course_id as number,
    payment_id: payment.id,
    created_at: payment.created_at,
  }));
  const quizResults: QuizResultRecord[] = [
    {
      id: 1,
      user_id: QUIZ_LEARNER.id,
      course_id: QUIZ_LEARNER.passedCourseId,
      passed: true,
      quiz_score: 3,
      quiz_total: 3,
      practice_score: 1,
      practice_total: 1,
      cooldown_until: null,
      certificate_code: QUIZ_LEARNER.certificateCode,
      created_at: at(10),
    },
    {
      id: 2,
      user_id: QUIZ_LEARNER.id,
      course_id: QUIZ_LEARNER.cooldownCourseId,
      passed: false,
      quiz_score: 1,
      quiz_total: 3,
      practice_score: 0,
      practice_total: 1,
      // Its 24 hours start when it is first read (mocks/handlers/quizzes.ts).
      cooldown_until: null,
      certificate_code: null,
      created_at: at(1),
    },
  ];
  return { payments, purchases, quizResults };
}
