import { readStoredBlogPage } from '@/entities/blog/blog-page-storage';
import { parsePageParam, paths } from '@/lib/routes';
import { memberRoutes } from './member-routes';
import { prefetchRecord, type PageRoute } from './page-route';

export type { PageRoute, RouteAddress, RouteHandle } from './page-route';

/** One row per route: path, who may open it, its title, its page. */
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
    prefetch: prefetchRecord(
      () => import('@/entities/blog/blog-queries'),
      ({ blogQueries }, id) => blogQueries.detail(id),
    ),
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
    prefetch: prefetchRecord(
      () => import('@/entities/course/catalogue-queries'),
      ({ catalogueQueries }, id) => catalogueQueries.course(id),
    ),
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
  ...memberRoutes,

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
