// The pages of instructors and learners (their courses, money, quizzes, payments), with the
// pages around them: a certificate checked by anyone, the bank's return.
import { paths } from '@/lib/routes';
import type { PageRoute } from './page-route';

export const memberRoutes: readonly PageRoute[] = [
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
];
