// The deterministic seed: a fixed faker seed and a fixed clock, content in en, ru and arm.
// Ready accounts (also in docs/mock-backend.md):
//   learner@academy.test / Learner123!   instructor@academy.test / Instructor123!
// simpleFaker: the seed draws numbers and uuids, never localised words, so the in-browser mock
// chunk carries faker's random core without its locale data and modules (same draws, same seed).
import { simpleFaker as faker } from '@faker-js/faker';
import { DEFAULT_SETTLE_DELAY_MS } from '../payments/sale-amounts';
import { DB_VERSION } from './db';
import { buildLedger } from './seed-ledger';
import {
  avatarFile,
  blogCoverFile,
  courseCoverFile,
  NO_PHOTO,
  TEAM_NO_PHOTO,
  teamPhotoFile,
} from './seed-files';
import { addSeededQuizzes, QUIZ_LEARNER, seededQuizHistory } from './seed-quizzes';
import {
  ALL_LANGUAGES,
  blogTexts,
  categoryTexts,
  courseTexts,
  peopleTexts,
  subjects,
} from './seed-texts';
import { LESSON_VIDEO_PATH } from '../lib/runtime';
import { buildLearning, seededCaptionsOf, SEEDED_SALE_ORDER_NUMBERS } from './seed-learning';
import type {
  BlogRecord,
  CommentRecord,
  CourseDetailDataRecord,
  CourseRecord,
  CourseStatus,
  DbState,
  FaqRecord,
  Lang,
  Localized,
  NotificationRecord,
  PaymentRecord,
  PricingRecord,
  TeamRecord,
  UserRecord,
} from './types';

export const READY_ACCOUNTS = {
  learner: { email: 'learner@academy.test', password: 'Learner123!' },
  instructor: { email: 'instructor@academy.test', password: 'Instructor123!' },
} as const;

/** Every seeded date is counted back from this instant, so the seed never depends on today. */
const SEED_NOW = Date.parse('2026-11-01T09:00:00.000Z');
const FAKER_SEED = 20261101;
const DAY = 86_400_000;

const at = (daysAgo: number, minutes = 0): string =>
  new Date(SEED_NOW - daysAgo * DAY + minutes * 60_000).toISOString();
const loc = (en: string, ru: string | null, arm: string | null): Localized => ({ en, ru, arm });

// The texts themselves live in ./seed-data/*.json (see seed-texts.ts).
const { users: userTexts, team: teamTexts, rejections } = peopleTexts;

function buildUsers(): UserRecord[] {
  const person = (id: number) => {
    const entry = userTexts.find((user) => user.id === id);
    if (!entry) throw new Error(`seed-data/people.json has no user ${id}`);
    return {
      first_name: entry.first_name,
      last_name: entry.last_name,
      image: entry.photo ? avatarFile(id) : NO_PHOTO,
    };
  };
  const users: UserRecord[] = [
    {
      id: 1,
      ...person(1),
      email: READY_ACCOUNTS.learner.email,
      password: READY_ACCOUNTS.learner.password,
      role: 'learner',
      verified_at: at(200),
      phone_number: '+374 10 123456',
      notification_state: 1,
      created_at: at(200),
    },
    {
      id: 2,
      ...person(2),
      email: READY_ACCOUNTS.instructor.email,
      password: READY_ACCOUNTS.instructor.password,
      role: 'instructor',
      verified_at: at(300),
      phone_number: '+374 10 654321',
      notification_state: 1,
      created_at: at(300),
    },
  ];
  // Three more instructors and six more learners, verified, with the same password.
  for (let index = 0; index < 9; index += 1) {
    const role = index < 3 ? 'instructor' : 'learner';
    const id = users.length + 1;
    users.push({
      id,
      ...person(id),
      email: `${role}${index + 1}@academy.test`,
      password: 'Password123!',
      role,
      verified_at: at(250 - index),
      phone_number: index % 3 === 0 ? `+374 9${index} 40${index}5${index}1` : null,
      notification_state: index === 5 ? 0 : 1,
      created_at: at(250 - index),
    });
  }
  return users;
}

function buildCourseDetailsData(): CourseDetailDataRecord[] {
  return [
    {
      id: 1,
      icon: 'details/video.svg',
      editable: 1,
      time: null,
      text: loc('hours of on-demand video', 'часов видео по запросу', 'ժամ տեսանյութ'),
    },
    {
      id: 2,
      icon: 'details/article.svg',
      editable: 1,
      time: null,
      text: loc('of reading material', 'материалов для чтения', 'ընթերցանության նյութ'),
    },
    {
      id: 3,
      icon: 'details/download.svg',
      editable: 0,
      time: null,
      text: loc('Downloadable resources', 'Материалы для скачивания', 'Ներբեռնվող նյութեր'),
    },
    {
      id: 4,
      icon: 'details/mobile.svg',
      editable: 0,
      time: null,
      text: loc(
        'Access on mobile and TV',
        'Доступ на телефоне и ТВ',
        'Հասանելի է հեռախոսով և հեռուստացույցով',
      ),
    },
    {
      id: 5,
      icon: 'details/certificate.svg',
      editable: 0,
      time: null,
      text: loc('Certificate of completion', 'Сертификат об окончании', 'Ավարտական վկայական'),
    },
  ];
}

const INSTRUCTOR_IDS = [2, 3, 4, 5];
const LEARNER_IDS = [1, 6, 7, 8, 9, 10, 11];
const LEVELS = 3;

/** Keeps a text only in the languages a course is written in (the others fall back to English). */
const inLanguages = (text: Localized, languages: readonly Lang[]): Localized => ({
  en: text.en,
  ru: languages.includes('ru') ? text.ru : null,
  arm: languages.includes('arm') ? text.arm : null,
});

/** `count` items of a pool, starting at `start` and wrapping, so courses of one subject differ. */
const pick = <T>(pool: readonly T[], start: number, count: number): T[] =>
  Array.from(
    { length: Math.min(count, pool.length) },
    (_, k) => pool[(start + k) % pool.length] as T,
  );

function buildCourses(): { courses: CourseRecord[]; comments: CommentRecord[] } {
  const courses: CourseRecord[] = [];
  const comments: CommentRecord[] = [];
  let faqId = 0;
  let highlightId = 0;
  let detailId = 0;
  let rejectedId = 0;
  const statuses: CourseStatus[] = ['approved', 'approved', 'in_review', 'approved', 'declined'];
  courseTexts.forEach((text, index) => {
    const id = index + 1;
    const subject = subjects.find((entry) => entry.key === text.subject);
    if (!subject) throw new Error(`seed-data/courses.json: unknown subject ${text.subject}`);
    const category = categoryTexts.find((entry) => entry.subjects.includes(subject.key));
    if (!category) throw new Error(`seed-data/categories.json: no category for ${subject.key}`);
    // Courses are listed subject by subject for the beginners level, then in practice, then masterclass.
    const level = Math.floor(index / subjects.length) % LEVELS;
    const status = statuses[index % statuses.length] as CourseStatus;
    const languages = text.body_languages ?? ALL_LANGUAGES;
    const createdDaysAgo = 120 - index * 2;
    const details: CourseRecord['details'] = [
      { id: ++detailId, course_details_data_id: 1, time: text.video },
    ];
    if (text.reading)
      details.push({ id: ++detailId, course_details_data_id: 2, time: text.reading });
    details.push({ id: ++detailId, course_details_data_id: 3, time: null });
    if (level > 0 || index % 2 === 0)
      details.push({ id: ++detailId, course_details_data_id: 4, time: null });
    if (index % 6 !== 5) details.push({ id: ++detailId, course_details_data_id: 5, time: null });
    courses.push({
      id,
      user_id: INSTRUCTOR_IDS[index % INSTRUCTOR_IDS.length] as number,
      status,
      category_id: category.id,
      title: text.title,
      description: text.description,
      price: text.price,
      thumbnail: courseCoverFile(id),
      video: LESSON_VIDEO_PATH,
      views: faker.number.int({ min: 40 + (LEVELS - level) * 60, max: 1400 - level * 300 }),
      // 2 to 4 FAQs and 3 to 6 highlights, a different selection per level.
      faqs: pick(subject.faqs, level, 2 + (index % 3)).map((faq) => ({
        id: ++faqId,
        question: inLanguages(faq.question, languages),
        answer: inLanguages(faq.answer, languages),
      })),
      highlights: pick(subject.highlights, level * 2, 3 + (index % 4)).map((name) => ({
        id: ++highlightId,
        name: inLanguages(name, languages),
      })),
      details,
      rejected_fields:
        status === 'declined'
          ? pick(rejections, index, 1 + (index % 3)).map((rejection) => ({
              id: ++rejectedId,
              field_name: rejection.field,
              message: rejection.message,
            }))
          : [],
      created_at: at(createdDaysAgo),
    });
    // Reviews of approved courses: each level of a subject gets its own reviews from the subject's
    // list (a few courses have none yet). The first review of every course is newer than all the
    // others, so the home page's latest comments come from ten different courses.
    if (status !== 'approved' || index % 7 === 2) return;
    subject.reviews
      .filter((_, position) => position % LEVELS === level)
      .forEach((review, c) => {
        const daysAgo =
          c === 0 ? 1 + (courseTexts.length - 1 - index) / 2 : createdDaysAgo - 5 - c * 3;
        comments.push({
          id: comments.length + 1,
          course_id: id,
          user_id: LEARNER_IDS[(index + c * 3) % LEARNER_IDS.length] as number,
          rating: review.rating,
          comment_text: review.text,
          created_at: at(daysAgo, (index * 37) % 600),
        });
      });
  });
  // One of the ready instructor's approved courses (UX Research in Practice) has a longer
  // history than one page of comments (10), so the comments page has pages to turn. Older than
  // its other comments, and built without randomness so the rest of the seed stays as it was.
  for (let c = 0; c < EXTRA_COMMENTS; c += 1) {
    comments.push({
      id: comments.length + 1,
      course_id: PAGED_COMMENTS_COURSE_ID,
      user_id: LEARNER_IDS[c % LEARNER_IDS.length] as number,
      rating: 3 + (c % 3),
      comment_text:
        c % 4 === 3 ? null : (PAGED_COMMENT_TEXTS[c % PAGED_COMMENT_TEXTS.length] ?? null),
      created_at: at(60 + c),
    });
  }
  return { courses, comments };
}

/** The ready instructor's approved course whose comments fill two pages. */
export const PAGED_COMMENTS_COURSE_ID = 21;
const EXTRA_COMMENTS = 9;
const PAGED_COMMENT_TEXTS = [
  'The interview guide template alone was worth it.',
  'I ran my first remote usability test a week after finishing.',
  'Good pace; the synthesis module could be longer.',
  'Finally I know how to recruit participants without a budget.',
];

function buildBlogs(): BlogRecord[] {
  return blogTexts.map((blog, index) => {
    const id = index + 1;
    const body = (lang: Lang): string | null => {
      const lead = blog.lead[lang];
      const paragraphs = blog.paragraphs[lang];
      return lead && paragraphs ? [lead, ...paragraphs].join('\n\n') : null;
    };
    return {
      id,
      image: blogCoverFile(id),
      title: blog.title,
      // The first line is the article's one-line summary (the cards cut it to 60 characters);
      // the article page shows each paragraph, split at blank lines.
      description: { en: body('en') as string, ru: body('ru'), arm: body('arm') },
      created_at: at(blog.days_ago, (id * 97) % 600),
    };
  });
}

function buildFaqs(): FaqRecord[] {
  const items: { q: Localized; a: Localized[] }[] = [
    {
      q: loc(
        'How do I enrol in a course?',
        'Как записаться на курс?',
        'Ինչպե՞ս գրանցվել դասընթացին',
      ),
      a: [
        loc(
          'Open the course page and add it to your cart.',
          'Откройте страницу курса и добавьте его в корзину.',
          'Բացեք դասընթացի էջը և ավելացրեք այն զամբյուղ։',
        ),
      ],
    },
    {
      q: loc(
        'Can I study at my own pace?',
        'Можно ли учиться в своём темпе?',
        'Կարո՞ղ եմ սովորել իմ տեմպով',
      ),
      a: [
        loc(
          'Yes, every course is available at any time.',
          'Да, все курсы доступны в любое время.',
          'Այո, բոլոր դասընթացները հասանելի են ցանկացած ժամանակ։',
        ),
      ],
    },
    {
      q: loc(
        'How do I become an instructor?',
        'Как стать преподавателем?',
        'Ինչպե՞ս դառնալ դասավանդող',
      ),
      a: [
        loc(
          'Sign up as an instructor and add your first course.',
          'Зарегистрируйтесь как преподаватель и добавьте курс.',
          'Գրանցվեք որպես դասավանդող և ավելացրեք ձեր առաջին դասընթացը։',
        ),
        loc(
          'Our team reviews every course before it is published.',
          'Наша команда проверяет каждый курс перед публикацией.',
          'Մեր թիմը ստուգում է յուրաքանչյուր դասընթաց հրապարակումից առաջ։',
        ),
      ],
    },
    {
      q: loc(
        'Which payment methods are accepted?',
        'Какие способы оплаты принимаются?',
        'Վճարման ի՞նչ եղանակներ են ընդունվում',
      ),
      a: [
        loc(
          'Visa, Mastercard, Google Pay and Apple Pay.',
          'Visa, Mastercard, Google Pay и Apple Pay.',
          'Visa, Mastercard, Google Pay և Apple Pay։',
        ),
      ],
    },
    {
      q: loc('Do I get a certificate?', 'Выдаётся ли сертификат?', 'Վկայական տրվու՞մ է'),
      a: [
        loc(
          'Yes, when you finish the course.',
          'Да, после окончания курса.',
          'Այո, դասընթացն ավարտելուց հետո։',
        ),
      ],
    },
  ];
  let answerId = 0;
  return items.map((item, index) => ({
    id: index + 1,
    question: item.q,
    answers: item.a.map((answer) => ({ id: ++answerId, answer })),
  }));
}

function buildPricing(): PricingRecord[] {
  const plans = [
    { title: loc('Basic', 'Базовый', 'Հիմնական'), price: ['19', '1800', '7500'] },
    { title: loc('Standard', 'Стандарт', 'Ստանդարտ'), price: ['49', '4600', '19000'] },
    { title: loc('Premium', 'Премиум', 'Պրեմիում'), price: ['99', '9300', '38500'] },
  ];
  const features = [
    loc(
      'Access to all approved courses',
      'Доступ ко всем курсам',
      'Հասանելիություն բոլոր դասընթացներին',
    ),
    loc('Certificates', 'Сертификаты', 'Վկայականներ'),
    loc('Personal mentor', 'Личный наставник', 'Անձնական մենթոր'),
  ];
  let featureId = 0;
  return plans.map((plan, index) => ({
    id: index + 1,
    title: plan.title,
    description: loc(
      'Learn at your own pace with our instructors.',
      'Учитесь в своём темпе с нашими преподавателями.',
      'Սովորեք ձեր տեմպով մեր դասավանդողների հետ։',
    ),
    price: {
      en: plan.price[0] as string,
      ru: plan.price[1] as string,
      arm: plan.price[2] as string,
    },
    unit: loc('per month', 'в месяц', 'ամսական'),
    features: features.slice(0, index + 1).map((feature) => ({ id: ++featureId, feature })),
  }));
}

function buildTeam(): TeamRecord[] {
  return teamTexts.map((member, index) => ({
    id: index + 1,
    image: member.avatar_color ? teamPhotoFile(index + 1) : TEAM_NO_PHOTO,
    full_name: member.full_name,
    profession: member.profession,
  }));
}

function buildNotifications(courses: CourseRecord[]): NotificationRecord[] {
  const notifications: NotificationRecord[] = [];
  const uuid = () => faker.string.uuid();
  notifications.push(
    {
      id: uuid(),
      user_id: 1,
      message: 'Welcome to the academy! Start with the course catalogue.',
      created_at: at(10),
      read_at: at(9),
    },
    {
      id: uuid(),
      user_id: 1,
      message: 'New courses were added this week.',
      created_at: at(2),
      read_at: null,
    },
    {
      id: uuid(),
      user_id: 1,
      message: 'Your wishlist course has a new review.',
      created_at: at(1),
      read_at: null,
    },
  );
  for (const course of courses
    .filter((entry) => entry.user_id === 2 && entry.status !== 'in_review')
    .slice(0, 4)) {
    notifications.push({
      id: uuid(),
      user_id: 2,
      message:
        course.status === 'approved'
          ? `Your course "${course.title.en}" was approved.`
          : `Your course "${course.title.en}" was declined.`,
      course_id: course.id,
      status: course.status,
      created_at: at(5, course.id),
      read_at: course.id % 2 === 0 ? at(4) : null,
    });
  }
  return notifications.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** The ready learner's wallet: 20 000 AMD, enough for the cheaper seeded courses. */
export const SEEDED_LEARNER_BALANCE_CENTS = 2_000_000;

/**
 * Where that wallet and the saved card came from: a top-up through the bank with "save card"
 * ticked. Its order and bank id are the spec's example of the bank's callback, so the contract
 * harness can replay that (idempotent) callback against the mock.
 */
const SEEDED_TOP_UP: PaymentRecord = {
  id: 1,
  user_id: 1,
  order_number: '1000001',
  bank_payment_id: 'mb-1000001',
  method: 'bank',
  type: 'add_funds',
  status: 'completed',
  amount_cents: SEEDED_LEARNER_BALANCE_CENTS,
  currency: 'AMD',
  description: 'Add funds',
  course_id: null,
  card_id: null,
  card_pan: '424242******4242',
  reason_key: null,
  response_code: '00',
  save_card: true,
  return_origin: '',
  three_ds: null,
  bank: {
    outcome: 'approved',
    response_code: '00',
    reason_key: null,
    card_pan: '424242******4242',
    card_brand: 'Visa',
    card_behaviour: 'approve',
    decided_at: at(30),
  },
  callbacks: 1,
  created_at: at(30),
  updated_at: at(30),
};

/** The seeded sales' payments follow the top-up (mocks/db/seed-learning.ts). */
const FIRST_SALE_PAYMENT_ID = SEEDED_TOP_UP.id + 1;

const SALE_ORDER_NUMBERS = SEEDED_SALE_ORDER_NUMBERS(FIRST_SALE_PAYMENT_ID);

/** The quiz learner's two purchases follow the sales (mocks/db/seed-quizzes.ts). */
const FIRST_QUIZ_PAYMENT_ID = FIRST_SALE_PAYMENT_ID + SALE_ORDER_NUMBERS.length;

/** Every seeded payment's order number: journeys count only the payments they made. */
export const SEEDED_ORDER_NUMBERS: readonly string[] = [
  SEEDED_TOP_UP.order_number,
  ...SALE_ORDER_NUMBERS,
  ...[QUIZ_LEARNER.passedCourseId, QUIZ_LEARNER.cooldownCourseId].map((_, index) =>
    String(1_000_000 + FIRST_QUIZ_PAYMENT_ID + index),
  ),
];

/** Builds the seed state. Deterministic: same output on every call and every machine. */
export function buildSeed(): DbState {
  faker.seed(FAKER_SEED);
  const users = buildUsers();
  const { courses, comments } = buildCourses();
  const courseDetailsData = buildCourseDetailsData();
  const blogs = buildBlogs();
  const faqs = buildFaqs();
  const pricing = buildPricing();
  const team = buildTeam();
  const notifications = buildNotifications(courses);
  const ledger = buildLedger(courses, SEED_NOW);
  const quizSequences = addSeededQuizzes(courses);
  const learning = buildLearning(courses, at, FIRST_SALE_PAYMENT_ID);
  for (const course of courses) {
    const captions = seededCaptionsOf(course);
    if (captions) course.captions = captions;
  }
  // The quiz learner's purchases follow the sales' (their ids after theirs).
  const quizHistory = seededQuizHistory(
    courses,
    at,
    FIRST_QUIZ_PAYMENT_ID,
    learning.purchases.length + 1,
  );
  const maxId = (rows: { id: number }[]) => rows.reduce((max, row) => Math.max(max, row.id), 0);
  const nested = (rows: { [key: string]: unknown }[], key: string) =>
    rows.reduce(
      (max, row) => Math.max(max, ...(row[key] as { id: number }[]).map((item) => item.id), 0),
      0,
    );
  return {
    version: DB_VERSION,
    users,
    tokens: [],
    verificationCodes: [],
    resetTokens: [],
    courses,
    categories: categoryTexts.map(({ id, name }) => ({ id, name })),
    courseDetailsData,
    comments,
    wishlist: [],
    cart: [],
    notifications,
    blogs,
    faqs,
    pricing,
    team,
    submissions: [],
    mailbox: [],
    payments: [SEEDED_TOP_UP, ...learning.payments, ...quizHistory.payments],
    // The ready learner can try every way to pay at once: a wallet that covers a course and a
    // saved card that approves (docs/mock-backend.md, "Payments").
    savedCards: [
      {
        id: 1,
        user_id: 1,
        card_pan: '424242******4242',
        card_type: 'Visa',
        behaviour: 'approve',
        created_at: at(30),
      },
    ],
    purchases: [...learning.purchases, ...quizHistory.purchases],
    progress: learning.progress,
    balances: { '1': SEEDED_LEARNER_BALANCE_CENTS },
    idempotency: [],
    quizResults: quizHistory.quizResults,
    nextCallback: 'normal',
    sales: ledger.sales,
    withdrawals: ledger.withdrawals,
    saleSettleDelayMs: DEFAULT_SETTLE_DELAY_MS,
    sequences: {
      users: maxId(users),
      courses: maxId(courses),
      comments: maxId(comments),
      faqs: nested(courses as unknown as { [key: string]: unknown }[], 'faqs'),
      highlights: nested(courses as unknown as { [key: string]: unknown }[], 'highlights'),
      details: nested(courses as unknown as { [key: string]: unknown }[], 'details'),
      wishlist: 0,
      cart: 0,
      submissions: 0,
      mailbox: 0,
      payments: maxId([SEEDED_TOP_UP, ...learning.payments, ...quizHistory.payments]),
      savedCards: 1,
      purchases: maxId([...learning.purchases, ...quizHistory.purchases]),
      ...quizSequences,
      quizResults: quizHistory.quizResults.length,
      sales: maxId(ledger.sales),
      withdrawals: maxId(ledger.withdrawals),
    },
  };
}
