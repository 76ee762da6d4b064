// The deterministic seed: a fixed faker seed and a fixed clock, content in en, ru and arm.
// Ready accounts (also in docs/mock-backend.md):
//   learner@academy.test / Learner123!   instructor@academy.test / Instructor123!
import { faker } from '@faker-js/faker';
import { DB_VERSION } from './db';
import type {
  BlogRecord,
  CommentRecord,
  CourseDetailDataRecord,
  CourseRecord,
  CourseStatus,
  DbState,
  FaqRecord,
  Localized,
  NotificationRecord,
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

const TOPICS: Localized[] = [
  loc('JavaScript', 'JavaScript', 'JavaScript'),
  loc('TypeScript', 'TypeScript', 'TypeScript'),
  loc('React', 'React', 'React'),
  loc('Python', 'Python', 'Python'),
  loc('Data Science', 'Наука о данных', 'Տվյալների գիտություն'),
  loc('UX Design', 'UX-дизайн', 'UX դիզայն'),
  loc('Project Management', 'Управление проектами', 'Նախագծերի կառավարում'),
  loc('Digital Marketing', 'Цифровой маркетинг', 'Թվային մարքեթինգ'),
  loc('Photography', 'Фотография', 'Լուսանկարչություն'),
  loc('Public Speaking', 'Публичные выступления', 'Հրապարակային ելույթ'),
  loc('Machine Learning', 'Машинное обучение', 'Մեքենայական ուսուցում'),
  loc('SQL Databases', 'Базы данных SQL', 'SQL տվյալների բազաներ'),
  loc('Node.js', 'Node.js', 'Node.js'),
  loc('Graphic Design', 'Графический дизайн', 'Գրաֆիկական դիզայն'),
  loc('Armenian Language', 'Армянский язык', 'Հայոց լեզու'),
];

const LEVELS: Localized[] = [
  loc('for Beginners', 'для начинающих', 'սկսնակների համար'),
  loc('in Practice', 'на практике', 'գործնականում'),
  loc('Masterclass', 'мастер-класс', 'վարպետության դաս'),
];

const HIGHLIGHTS: Localized[] = [
  loc('Hands-on projects', 'Практические проекты', 'Գործնական նախագծեր'),
  loc('Lifetime access', 'Пожизненный доступ', 'Անժամկետ հասանելիություն'),
  loc('Certificate of completion', 'Сертификат об окончании', 'Ավարտական վկայական'),
  loc('Small weekly lessons', 'Короткие еженедельные уроки', 'Կարճ շաբաթական դասեր'),
  loc(
    'Feedback from the instructor',
    'Обратная связь от преподавателя',
    'Հետադարձ կապ դասավանդողից',
  ),
];

const COURSE_FAQS: { q: Localized; a: Localized }[] = [
  {
    q: loc('Do I need experience?', 'Нужен ли опыт?', 'Փորձ պե՞տք է'),
    a: loc(
      'No, we start from the basics.',
      'Нет, мы начинаем с основ.',
      'Ոչ, սկսում ենք հիմունքներից։',
    ),
  },
  {
    q: loc('How long is the course?', 'Сколько длится курс?', 'Որքա՞ն է տևում դասընթացը'),
    a: loc(
      'About six weeks at your own pace.',
      'Около шести недель в вашем темпе.',
      'Մոտ վեց շաբաթ՝ ձեր տեմպով։',
    ),
  },
  {
    q: loc('Is there a certificate?', 'Есть ли сертификат?', 'Վկայական կա՞'),
    a: loc(
      'Yes, after the final project.',
      'Да, после итогового проекта.',
      'Այո, վերջնական նախագծից հետո։',
    ),
  },
];

const REJECTIONS: Localized[] = [
  loc('The title is too vague.', 'Название слишком расплывчатое.', 'Վերնագիրը շատ անորոշ է։'),
  loc(
    'The video sound is too quiet.',
    'Звук в видео слишком тихий.',
    'Տեսանյութի ձայնը շատ ցածր է։',
  ),
  loc(
    'Add at least two highlights.',
    'Добавьте хотя бы два преимущества.',
    'Ավելացրեք առնվազն երկու առանձնահատկություն։',
  ),
];

const COMMENT_TEXTS = [
  'Clear explanations and great examples.',
  'The projects helped me a lot.',
  'Good pace, I learned something every week.',
  'Very practical course, recommended.',
  'Some lessons were too short, but overall useful.',
  null,
];

function buildUsers(): UserRecord[] {
  const users: UserRecord[] = [
    {
      id: 1,
      first_name: 'Lilit',
      last_name: 'Learner',
      email: READY_ACCOUNTS.learner.email,
      password: READY_ACCOUNTS.learner.password,
      role: 'learner',
      verified_at: at(200),
      image: 'default.png',
      phone_number: '+374 10 123456',
      notification_state: 1,
      created_at: at(200),
    },
    {
      id: 2,
      first_name: 'Ivan',
      last_name: 'Instructor',
      email: READY_ACCOUNTS.instructor.email,
      password: READY_ACCOUNTS.instructor.password,
      role: 'instructor',
      verified_at: at(300),
      image: 'default.png',
      phone_number: '+374 10 654321',
      notification_state: 1,
      created_at: at(300),
    },
  ];
  // Three more instructors and six more learners, verified, with the same password.
  for (let index = 0; index < 9; index += 1) {
    const role = index < 3 ? 'instructor' : 'learner';
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    users.push({
      id: users.length + 1,
      first_name: first,
      last_name: last,
      email: `${role}${index + 1}@academy.test`,
      password: 'Password123!',
      role,
      verified_at: at(250 - index),
      image: 'default.png',
      phone_number: null,
      notification_state: 1,
      created_at: at(250 - index),
    });
  }
  return users;
}

function buildCourseDetailsData(): CourseDetailDataRecord[] {
  return [
    {
      id: 1,
      icon: 'details/video.png',
      editable: 1,
      time: null,
      text: loc('hours of on-demand video', 'часов видео по запросу', 'ժամ տեսանյութ'),
    },
    {
      id: 2,
      icon: 'details/article.png',
      editable: 1,
      time: null,
      text: loc('of reading material', 'материалов для чтения', 'ընթերցանության նյութ'),
    },
    {
      id: 3,
      icon: 'details/download.png',
      editable: 0,
      time: null,
      text: loc('Downloadable resources', 'Материалы для скачивания', 'Ներբեռնվող նյութեր'),
    },
    {
      id: 4,
      icon: 'details/mobile.png',
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
      icon: 'details/certificate.png',
      editable: 0,
      time: null,
      text: loc('Certificate of completion', 'Сертификат об окончании', 'Ավարտական վկայական'),
    },
  ];
}

const INSTRUCTOR_IDS = [2, 3, 4, 5];
const LEARNER_IDS = [1, 6, 7, 8, 9, 10, 11];

function buildCourses(): { courses: CourseRecord[]; comments: CommentRecord[] } {
  const courses: CourseRecord[] = [];
  const comments: CommentRecord[] = [];
  let faqId = 0;
  let highlightId = 0;
  let detailId = 0;
  let rejectedId = 0;
  const statuses: CourseStatus[] = ['approved', 'approved', 'in_review', 'approved', 'declined'];
  for (let index = 0; index < 45; index += 1) {
    const id = index + 1;
    const topic = TOPICS[index % TOPICS.length] as Localized;
    const level = LEVELS[Math.floor(index / TOPICS.length) % LEVELS.length] as Localized;
    const status = statuses[index % statuses.length] as CourseStatus;
    // Some courses have no Armenian or no Russian translation, as in real data.
    const hasRu = index % 4 !== 3;
    const hasArm = index % 5 !== 4;
    const priceEn = faker.commerce.price({ min: 9, max: 199, dec: 2 });
    const faqCount = 1 + (index % COURSE_FAQS.length);
    const highlightCount = 2 + (index % 3);
    courses.push({
      id,
      user_id: INSTRUCTOR_IDS[index % INSTRUCTOR_IDS.length] as number,
      status,
      title: loc(
        `${topic.en} ${level.en}`,
        hasRu ? `${topic.ru} ${level.ru}` : null,
        hasArm ? `${topic.arm} ${level.arm}` : null,
      ),
      description: loc(
        `Learn ${topic.en.toLowerCase()} step by step. ${faker.lorem.sentence()}`,
        hasRu ? `Изучите тему «${topic.ru}» шаг за шагом, с практикой и проектами.` : null,
        hasArm ? `Սովորեք «${topic.arm}» քայլ առ քայլ՝ պրակտիկայով և նախագծերով։` : null,
      ),
      price: {
        en: priceEn,
        ru: hasRu ? String(Math.round(Number(priceEn) * 95)) : null,
        arm: hasArm ? String(Math.round(Number(priceEn) * 390)) : null,
      },
      thumbnail: `courses/course-${(index % 6) + 1}.png`,
      video: 'videos/sample.webm',
      views: faker.number.int({ min: 0, max: 900 }),
      faqs: COURSE_FAQS.slice(0, faqCount).map((faq) => ({
        id: ++faqId,
        question: loc(faq.q.en, hasRu ? faq.q.ru : null, hasArm ? faq.q.arm : null),
        answer: loc(faq.a.en, hasRu ? faq.a.ru : null, hasArm ? faq.a.arm : null),
      })),
      highlights: HIGHLIGHTS.slice(0, highlightCount).map((name) => ({
        id: ++highlightId,
        name: loc(name.en, hasRu ? name.ru : null, hasArm ? name.arm : null),
      })),
      details: [
        {
          id: ++detailId,
          course_details_data_id: 1,
          time: `${String(2 + (index % 20)).padStart(2, '0')}:30:00`,
        },
        { id: ++detailId, course_details_data_id: 3, time: null },
        { id: ++detailId, course_details_data_id: 5, time: null },
      ],
      rejected_fields:
        status === 'declined'
          ? REJECTIONS.slice(0, 1 + (index % 2)).map((message) => ({ id: ++rejectedId, message }))
          : [],
      created_at: at(120 - index * 2),
    });
    if (status === 'approved') {
      const count = index % 7;
      for (let c = 0; c < count; c += 1) {
        comments.push({
          id: comments.length + 1,
          course_id: id,
          user_id: LEARNER_IDS[(index + c) % LEARNER_IDS.length] as number,
          rating: faker.number.int({ min: 3, max: 5 }),
          comment_text: COMMENT_TEXTS[(index + c) % COMMENT_TEXTS.length] ?? null,
          created_at: at(100 - index - c, c * 7),
        });
      }
    }
  }
  // One of the ready instructor's approved courses has a longer history than one page of
  // comments (10), so the comments page has pages to turn. Older than its other comments, and
  // built without faker so the rest of the seed stays as it was.
  for (let c = 0; c < EXTRA_COMMENTS; c += 1) {
    comments.push({
      id: comments.length + 1,
      course_id: PAGED_COMMENTS_COURSE_ID,
      user_id: LEARNER_IDS[c % LEARNER_IDS.length] as number,
      rating: 3 + (c % 3),
      comment_text: c % 4 === 3 ? null : (COMMENT_TEXTS[c % COMMENT_TEXTS.length] ?? null),
      created_at: at(60 + c),
    });
  }
  return { courses, comments };
}

/** The ready instructor's approved course whose comments fill two pages. */
export const PAGED_COMMENTS_COURSE_ID = 21;
const EXTRA_COMMENTS = 9;

const BLOG_TOPICS: Localized[] = [
  loc('How to learn faster', 'Как учиться быстрее', 'Ինչպես սովորել ավելի արագ'),
  loc(
    'Choosing your first programming language',
    'Как выбрать первый язык программирования',
    'Ինչպես ընտրել առաջին ծրագրավորման լեզուն',
  ),
  loc(
    'Remote study habits that work',
    'Привычки для удалённой учёбы',
    'Հեռավար ուսման արդյունավետ սովորություններ',
  ),
  loc(
    'Why projects beat tutorials',
    'Почему проекты лучше уроков',
    'Ինչու են նախագծերը ավելի լավ, քան դասերը',
  ),
  loc('Building a portfolio', 'Как собрать портфолио', 'Ինչպես կազմել պորտֆոլիո'),
];

function buildBlogs(): BlogRecord[] {
  return Array.from({ length: 15 }, (_, index) => {
    const topic = BLOG_TOPICS[index % BLOG_TOPICS.length] as Localized;
    const part = Math.floor(index / BLOG_TOPICS.length) + 1;
    return {
      id: index + 1,
      image: `blogs/blog-${(index % 3) + 1}.png`,
      title: loc(
        `${topic.en}, part ${part}`,
        `${topic.ru}, часть ${part}`,
        `${topic.arm}, մաս ${part}`,
      ),
      description: loc(
        `${faker.lorem.paragraph(4)} ${faker.lorem.paragraph(3)}`,
        'Короткие занятия каждый день и практика на реальных задачах помогают учиться быстрее и запоминать больше. В этой статье мы собрали советы наших преподавателей.',
        'Ամենօրյա կարճ պարապմունքները և իրական խնդիրների վրա աշխատանքը օգնում են սովորել ավելի արագ։ Այս հոդվածում հավաքել ենք մեր դասավանդողների խորհուրդները։',
      ),
      created_at: at(90 - index * 5),
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
  const professions = [
    loc('Founder', 'Основатель', 'Հիմնադիր'),
    loc('Head of Learning', 'Руководитель обучения', 'Ուսուցման ղեկավար'),
    loc('Lead Designer', 'Ведущий дизайнер', 'Գլխավոր դիզայներ'),
    loc('Community Manager', 'Менеджер сообщества', 'Համայնքի մենեջեր'),
  ];
  return professions.map((profession, index) => {
    const name = faker.person.fullName();
    return {
      id: index + 1,
      image: `team/team-${index + 1}.png`,
      full_name: loc(name, name, name),
      profession,
    };
  });
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
    },
  };
}
