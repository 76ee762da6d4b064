import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { readStoredBlogPage } from '@/entities/blog/blog-page-storage';
import type { Namespace } from '@/lib/i18n/namespaces';
import type { Access } from '@/lib/route-guards';
import { parseIdParam, parsePageParam, paths, type RouteKey } from '@/lib/routes';

/** One row per route of the app: path, who may open it, its title, its page. */
export interface PageRoute {
  key: RouteKey | 'notFound';
  /** The react-router pattern (the `/teach-on-{product}` landing is matched as `/:slug`). */
  path: string;
  access: Access;
  titleKey: string;
  /** Query parameters the page reads. */
  query?: readonly string[];
  load: () => Promise<ComponentType>;
  /** Translation namespaces fetched with the page, so it paints with its words at once. */
  namespaces?: readonly Namespace[];
  /**
   * The reads the page's first screen waits for, started on a first load together with the
   * page's chunk instead of after its first render (docs/performance.md). Same query options as
   * the page, so the page finds them in the cache.
   */
  prefetch?: (queryClient: QueryClient, address: RouteAddress) => Promise<unknown>;
}

/** The `handle` of every page's route object: the layout reads the route's row from it. */
export interface RouteHandle {
  route: PageRoute;
}

/** What a prefetch reads from the address: the route's parameters and the query string. */
export interface RouteAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

export const pageRoutes: readonly PageRoute[] = [
  // Public site
  {
    key: 'home',
    path: paths.home,
    access: 'public',
    titleKey: 'pages.home',
    namespaces: ['marketing', 'server'],
    load: () => import('@/features/marketing/home-page').then((m) => m.HomePage),
  },
  {
    key: 'about',
    path: paths.about,
    access: 'public',
    titleKey: 'pages.about',
    namespaces: ['marketing', 'server'],
    load: () => import('@/features/marketing/about-page').then((m) => m.AboutPage),
  },
  {
    key: 'whyChooseUs',
    path: paths.whyChooseUs,
    access: 'public',
    titleKey: 'pages.whyChooseUs',
    namespaces: ['marketing', 'server'],
    load: () => import('@/features/marketing/why-choose-us-page').then((m) => m.WhyChooseUsPage),
  },
  {
    key: 'contact',
    path: paths.contact,
    access: 'public',
    titleKey: 'pages.contact',
    namespaces: ['marketing', 'server'],
    load: () => import('@/features/marketing/contact-page').then((m) => m.ContactPage),
  },
  {
    key: 'termsConditions',
    path: paths.termsConditions,
    access: 'public',
    titleKey: 'pages.terms',
    namespaces: ['legal'],
    load: () => import('@/features/marketing/legal-page').then((m) => m.TermsPage),
  },
  {
    key: 'privacyPolicy',
    path: paths.privacyPolicy,
    access: 'public',
    titleKey: 'pages.privacy',
    namespaces: ['legal'],
    load: () => import('@/features/marketing/legal-page').then((m) => m.PrivacyPage),
  },
  {
    key: 'blog',
    path: paths.blog,
    access: 'public',
    titleKey: 'pages.blog',
    query: ['page'],
    namespaces: ['marketing', 'server'],
    load: () => import('@/features/blog/blog-list-page').then((m) => m.BlogListPage),
    prefetch: (client, { search }) =>
      import('@/entities/blog/blog-queries').then(({ blogQueries }) =>
        client.prefetchQuery(
          blogQueries.list(parsePageParam(search.get('page')) ?? readStoredBlogPage() ?? 1),
        ),
      ),
  },
  {
    key: 'singleBlog',
    path: paths.singleBlog,
    access: 'public',
    titleKey: 'pages.singleBlog',
    namespaces: ['marketing', 'server'],
    load: () => import('@/features/blog/single-blog-page').then((m) => m.SingleBlogPage),
    prefetch: (client, { params }) =>
      import('@/entities/blog/blog-queries').then(({ blogQueries }) => {
        const id = parseIdParam(params.id);
        return id ? client.prefetchQuery(blogQueries.detail(id)) : null;
      }),
  },
  {
    key: 'courses',
    path: paths.courses,
    access: 'public',
    titleKey: 'pages.courses',
    query: ['search', 'page'],
    namespaces: ['courses', 'marketing', 'server'],
    load: () => import('@/features/catalogue/courses-page').then((m) => m.CoursesPage),
    prefetch: (client, { search }) =>
      import('@/entities/course/catalogue-queries').then(({ catalogueQueries }) => {
        const page = parsePageParam(search.get('page')) ?? 1;
        const text = search.get('search') ?? '';
        return client.prefetchQuery(
          catalogueQueries.list(text ? { page, search: text } : { page }),
        );
      }),
  },
  {
    key: 'singleCourse',
    path: paths.singleCourse,
    access: 'public',
    titleKey: 'pages.singleCourse',
    namespaces: ['courses', 'marketing', 'server'],
    load: () => import('@/features/catalogue/single-course-page').then((m) => m.SingleCoursePage),
    prefetch: (client, { params }) =>
      import('@/entities/course/catalogue-queries').then(({ catalogueQueries }) => {
        const id = parseIdParam(params.id);
        return id ? client.prefetchQuery(catalogueQueries.course(id)) : null;
      }),
  },
  {
    key: 'notAuthorized',
    path: paths.notAuthorized,
    access: 'public',
    titleKey: 'notAuthorized.title',
    load: () => import('@/features/status-pages/status-page').then((m) => m.NotAuthorizedPage),
  },
  // Accounts
  {
    key: 'signIn',
    path: paths.signIn,
    access: 'guest-only',
    titleKey: 'pages.signIn',
    namespaces: ['auth', 'server'],
    load: () => import('@/features/auth/sign-in-page').then((m) => m.SignInPage),
  },
  {
    key: 'signUp',
    path: paths.signUp,
    access: 'guest-only',
    titleKey: 'pages.signUp',
    query: ['hideLearner'],
    namespaces: ['auth', 'server'],
    load: () => import('@/features/auth/sign-up-page').then((m) => m.SignUpPage),
  },
  {
    key: 'verify',
    path: paths.verify,
    access: 'public',
    titleKey: 'pages.verify',
    query: ['message', 'email'],
    namespaces: ['auth', 'server'],
    load: () => import('@/features/auth/verify-page').then((m) => m.VerifyPage),
  },
  {
    key: 'forgotPassword',
    path: paths.forgotPassword,
    access: 'public',
    titleKey: 'pages.forgotPassword',
    namespaces: ['auth', 'server'],
    load: () => import('@/features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage),
  },
  {
    key: 'changePassword',
    path: paths.changePassword,
    access: 'public',
    titleKey: 'pages.changePassword',
    query: ['token', 'email'],
    namespaces: ['auth', 'server'],
    load: () => import('@/features/auth/change-password-page').then((m) => m.ChangePasswordPage),
  },
  {
    key: 'dashboard',
    path: paths.dashboard,
    access: 'login',
    titleKey: 'pages.dashboard',
    namespaces: ['auth', 'server'],
    load: () => import('@/features/auth/dashboard-page').then((m) => m.DashboardPage),
  },
  {
    key: 'courseComments',
    path: paths.courseComments,
    access: 'login',
    titleKey: 'pages.courseComments',
    query: ['page'],
    namespaces: ['my-courses', 'server'],
    load: () =>
      import('@/features/instructor-courses/course-comments-page').then(
        (m) => m.CourseCommentsPage,
      ),
  },
  // Instructor
  {
    key: 'instructorMyCourses',
    path: paths.instructorMyCourses,
    access: 'instructor',
    titleKey: 'pages.myCourses',
    query: ['page'],
    namespaces: ['my-courses', 'server'],
    load: () =>
      import('@/features/instructor-courses/my-courses-page').then((m) => m.MyCoursesPage),
  },
  {
    key: 'instructorAddCourses',
    path: paths.instructorAddCourses,
    access: 'instructor',
    titleKey: 'pages.addCourse',
    load: () =>
      import('@/features/instructor-courses/add-course-page').then((m) => m.AddCoursePage),
    namespaces: ['course-form', 'server'],
  },
  {
    key: 'instructorChangeCourses',
    path: paths.instructorChangeCourses,
    access: 'instructor',
    titleKey: 'pages.changeCourse',
    load: () =>
      import('@/features/instructor-courses/change-course-page').then((m) => m.ChangeCoursePage),
    namespaces: ['course-form', 'server'],
  },
  {
    key: 'instructorWallet',
    path: paths.instructorWallet,
    access: 'instructor',
    titleKey: 'pages.wallet',
    namespaces: ['instructor-wallet', 'purchases'],
    load: () =>
      import('@/features/instructor-wallet/instructor-wallet-page').then(
        (m) => m.InstructorWalletPage,
      ),
  },
  {
    key: 'instructorPurchaseHistory',
    path: paths.instructorPurchaseHistory,
    access: 'instructor',
    titleKey: 'pages.purchaseHistory',
    query: ['page'],
    namespaces: ['instructor-wallet', 'purchases'],
    load: () =>
      import('@/features/instructor-wallet/sales-history-page').then((m) => m.SalesHistoryPage),
  },
  {
    key: 'instructorWithdrawFunds',
    path: paths.instructorWithdrawFunds,
    access: 'instructor',
    titleKey: 'pages.withdrawFunds',
    namespaces: ['instructor-wallet', 'server'],
    load: () => import('@/features/instructor-wallet/withdraw-page').then((m) => m.WithdrawPage),
  },
  {
    key: 'instructorSettings',
    path: paths.instructorSettings,
    access: 'instructor',
    titleKey: 'pages.settings',
    namespaces: ['settings', 'server'],
    load: () => import('@/features/settings/settings-page').then((m) => m.InstructorSettingsPage),
  },
  {
    key: 'instructorHelp',
    path: paths.instructorHelp,
    access: 'instructor',
    titleKey: 'pages.helpCenter',
    namespaces: ['help'],
    load: () =>
      import('@/features/help-center/help-center-page').then((m) => m.InstructorHelpCenterPage),
  },
  {
    key: 'instructorHelpDetails',
    path: paths.instructorHelpDetails,
    access: 'instructor',
    titleKey: 'pages.helpTopic',
    namespaces: ['help'],
    load: () =>
      import('@/features/help-center/help-topic-page').then((m) => m.InstructorHelpTopicPage),
  },
  // Learner
  {
    key: 'learnerMyLearning',
    path: paths.learnerMyLearning,
    access: 'learner',
    titleKey: 'pages.myLearning',
    namespaces: ['learning'],
    load: () => import('@/features/learning/my-learning-page').then((m) => m.MyLearningPage),
  },
  {
    key: 'learnerSettings',
    path: paths.learnerSettings,
    access: 'learner',
    titleKey: 'pages.settings',
    namespaces: ['settings', 'server'],
    load: () => import('@/features/settings/settings-page').then((m) => m.LearnerSettingsPage),
  },
  {
    key: 'learnerHelp',
    path: paths.learnerHelp,
    access: 'learner',
    titleKey: 'pages.helpCenter',
    namespaces: ['help'],
    load: () =>
      import('@/features/help-center/help-center-page').then((m) => m.LearnerHelpCenterPage),
  },
  {
    key: 'learnerHelpDetails',
    path: paths.learnerHelpDetails,
    access: 'learner',
    titleKey: 'pages.helpTopic',
    namespaces: ['help'],
    load: () =>
      import('@/features/help-center/help-topic-page').then((m) => m.LearnerHelpTopicPage),
  },
  {
    key: 'learnerWishlist',
    path: paths.learnerWishlist,
    access: 'learner',
    titleKey: 'pages.wishlist',
    query: ['page'],
    namespaces: ['courses', 'marketing', 'server'],
    load: () => import('@/features/wishlist/wishlist-page').then((m) => m.WishlistPage),
  },
  {
    key: 'learnerShoppingCart',
    path: paths.learnerShoppingCart,
    access: 'learner',
    titleKey: 'pages.shoppingCart',
    query: ['page'],
    namespaces: ['courses', 'marketing', 'server'],
    load: () => import('@/features/cart/shopping-cart-page').then((m) => m.ShoppingCartPage),
  },
  {
    key: 'learnerProfilePage',
    path: paths.learnerProfilePage,
    access: 'learner',
    titleKey: 'pages.profilePage',
    namespaces: ['learning', 'quizzes'],
    load: () => import('@/features/learning/profile-page').then((m) => m.ProfilePage),
  },
  {
    key: 'learnerPurchaseHistory',
    path: paths.learnerPurchaseHistory,
    access: 'learner',
    titleKey: 'pages.purchaseHistory',
    query: ['page'],
    namespaces: ['purchases'],
    load: () =>
      import('@/features/purchases/purchase-history-page').then((m) => m.PurchaseHistoryPage),
  },
  {
    key: 'learnerInvoice',
    path: paths.learnerInvoice,
    access: 'learner',
    titleKey: 'pages.invoice',
    namespaces: ['purchases'],
    load: () => import('@/features/purchases/invoice-page').then((m) => m.InvoicePage),
  },
  {
    key: 'learnerWallet',
    path: paths.learnerWallet,
    access: 'learner',
    titleKey: 'pages.wallet',
    namespaces: ['purchases'],
    load: () => import('@/features/purchases/wallet-page').then((m) => m.WalletPage),
  },
  {
    key: 'learnerCheckout',
    path: paths.learnerCheckout,
    access: 'learner',
    titleKey: 'pages.checkout',
    query: ['courseId'],
    namespaces: ['payments', 'server'],
    load: () => import('@/features/payments/checkout-page').then((m) => m.CheckoutPage),
  },
  {
    key: 'learnerAddFunds',
    path: paths.learnerAddFunds,
    access: 'learner',
    titleKey: 'pages.addFunds',
    query: ['amount'],
    namespaces: ['payments', 'server'],
    load: () => import('@/features/payments/add-funds-page').then((m) => m.AddFundsPage),
  },
  {
    key: 'learnerQuiz',
    path: paths.learnerQuiz,
    access: 'learner',
    titleKey: 'pages.quiz',
    namespaces: ['quizzes', 'server'],
    load: () => import('@/features/quizzes/quiz-page').then((m) => m.QuizPage),
  },
  {
    key: 'certificate',
    path: paths.certificate,
    access: 'public',
    titleKey: 'pages.certificate',
    namespaces: ['quizzes'],
    load: () => import('@/features/quizzes/certificate-page').then((m) => m.CertificatePage),
  },
  {
    key: 'paymentCallback',
    path: paths.paymentCallback,
    access: 'public',
    titleKey: 'pages.paymentCallback',
    query: ['orderID', 'responseCode', 'paymentID', 'opaque'],
    namespaces: ['payments'],
    load: () =>
      import('@/features/payments/payment-callback-page').then((m) => m.PaymentCallbackPage),
  },
  {
    key: 'paymentResult',
    path: paths.paymentResult,
    access: 'login',
    titleKey: 'pages.paymentResult',
    query: ['paymentId', 'orderId', 'status', 'message'],
    namespaces: ['payments', 'server'],
    load: () => import('@/features/payments/payment-result-page').then((m) => m.PaymentResultPage),
  },

  // `/teach-on-{product}`; any other single segment is not found (decided in the page wrapper).
  {
    key: 'teach',
    path: '/:slug',
    access: 'public',
    titleKey: 'pages.teach',
    namespaces: ['marketing', 'server'],
    load: () => import('./teach-or-not-found').then((m) => m.TeachOrNotFound),
  },
  {
    key: 'notFound',
    path: '*',
    access: 'public',
    titleKey: 'notFound.title',
    load: () => import('@/features/status-pages/status-page').then((m) => m.NotFoundPage),
  },
];
