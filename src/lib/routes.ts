// Every route of the product in one place, so links are built from names rather than strings.
// Features import these builders; the app's router registers the same patterns.

export const paths = {
  home: '/',
  about: '/about',
  whyChooseUs: '/why-choose-us',
  contact: '/contact',
  blog: '/blog',
  singleBlog: '/single-blog/:id',
  courses: '/courses',
  singleCourse: '/single-course/:id',
  /** `/teach-on-{product}`: react-router has no partial segments, so the app matches `/:slug`. */
  teach: '/teach-on-:product',
  signIn: '/sign-in',
  signUp: '/sign-up',
  verify: '/verify',
  forgotPassword: '/forgot-password',
  changePassword: '/change-password',
  dashboard: '/dashboard',
  courseComments: '/course-comments/:id',
  instructorMyCourses: '/instructor/my-courses',
  instructorAddCourses: '/instructor/add-courses',
  instructorChangeCourses: '/instructor/change-courses/:id',
  instructorSettings: '/instructor/settings',
  instructorHelp: '/instructor/how-we-can-help',
  instructorHelpDetails: '/instructor/how-we-can-help/:id',
  /** The instructor's money. */
  instructorWallet: '/instructor/wallet',
  instructorPurchaseHistory: '/instructor/purchase-history',
  instructorWithdrawFunds: '/instructor/withdraw-funds',
  learnerMyLearning: '/learner/my-learning',
  learnerSettings: '/learner/settings',
  learnerHelp: '/learner/how-we-can-help',
  learnerHelpDetails: '/learner/how-we-can-help/:id',
  learnerWishlist: '/learner/wishlist',
  learnerShoppingCart: '/learner/shopping-cart',
  learnerProfilePage: '/learner/profile-page',
  learnerPurchaseHistory: '/learner/purchase-history',
  learnerCheckout: '/learner/checkout',
  learnerWallet: '/learner/wallet',
  learnerAddFunds: '/learner/add-funds',
  /** A paid payment's printable invoice (the original app names the key; the page is ours). */
  learnerInvoice: '/learner/invoice/:paymentId',
  /** A bought course's quiz. */
  learnerQuiz: '/learner/quiz/:courseId',
  /** Public: checks a certificate by its code (extension, decision 28). */
  certificate: '/certificates/:code',
  /** Public: the bank sends the browser here, which hands its parameters to the server. */
  paymentCallback: '/payment/callback',
  paymentResult: '/payment/result',
  termsConditions: '/terms-conditions',
  privacyPolicy: '/privacy-policy',
  notAuthorized: '/not-authorized',
} as const;

export type RouteKey = keyof typeof paths;

/** The spec's named routes, by their names, for code ported from the original app. */
export const namedRoutes = {
  home: 'home',
  SingleBlog: 'singleBlog',
  'single-course': 'singleCourse',
  'instructor-help-details': 'instructorHelpDetails',
  'instructor-change-courses': 'instructorChangeCourses',
  'course-comments': 'courseComments',
  'learner-help-details': 'learnerHelpDetails',
} as const satisfies Record<string, RouteKey>;

type Query = Record<string, string | number | boolean | null | undefined>;

const queryString = (query: Query | undefined): string => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** Builds a link: `href('singleCourse', { id: 7 })` → `/single-course/7`. */
export function href(
  key: RouteKey,
  params: Record<string, string | number> = {},
  query?: Query,
): string {
  const path = paths[key].replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Route ${key} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  return `${path}${queryString(query)}`;
}

/** The product named in `/teach-on-{product}`, or null for any other single-segment path. */
export function teachProduct(slug: string | undefined): string | null {
  const match = /^teach-on-(.+)$/.exec(slug ?? '');
  return match?.[1] ?? null;
}

/** A value of the address that counts things (a record's id, a page): a whole number from 1. */
function parseCountingNumber(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** A record's id from its route (`/single-blog/:id`): a whole number from 1, else null. */
export const parseIdParam = parseCountingNumber;

/** The `page` query parameter: a whole number from 1, else null (docs/paged-lists.md). */
export const parsePageParam = parseCountingNumber;
