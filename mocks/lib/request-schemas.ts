// The generated zod schemas of what the app sends: every `<operationId>Body`, and the
// `<operationId>QueryParams` of the operations whose spec answers a bad query with 422 (the
// others, the wishlist and cart pages, fall back to defaults). The mock checks requests with them
// in every runtime, the browser's too, so they are named one by one: a namespace import would
// carry every answer schema of the module into the browser's mock (its size budget).
// request-schemas.test.ts keeps this list equal to what the spec generates.
// First: before any schema below is built (zod-without-eval.ts).
import './zod-without-eval';
import type { ZodType } from 'zod';
import {
  forgotPasswordBody,
  loginBody,
  registerBody,
  resendVerificationCodeBody,
  resetPasswordBody,
  verifyEmailBody,
} from '../../src/generated/zod/auth/auth.zod';
import { listBlogsQueryParams } from '../../src/generated/zod/blog/blog.zod';
import { listPublicCoursesQueryParams } from '../../src/generated/zod/catalogue/catalogue.zod';
import { createCourseReviewBody } from '../../src/generated/zod/comments/comments.zod';
import {
  bookCallBody,
  sendContactMessageBody,
  subscribeNewsletterBody,
} from '../../src/generated/zod/forms/forms.zod';
import {
  createCourseBody,
  updateCourseBody,
} from '../../src/generated/zod/instructor-courses/instructor-courses.zod';
import { requestInstructorWithdrawalBody } from '../../src/generated/zod/instructor-wallet/instructor-wallet.zod';
import {
  cancelPaymentBody,
  confirmPaymentBody,
  handlePaymentCallbackQueryParams,
  initiatePaymentBody,
  payWithBalanceBody,
  payWithSavedCardBody,
  refundPaymentBody,
} from '../../src/generated/zod/payments/payments.zod';
import { updateCourseProgressBody } from '../../src/generated/zod/purchases/purchases.zod';
import { submitCourseQuizBody } from '../../src/generated/zod/quizzes/quizzes.zod';
import { authorizeBroadcastChannelBody } from '../../src/generated/zod/realtime/realtime.zod';
import {
  changePasswordBody,
  updateNotificationPreferenceBody,
  updatePhoneNumberBody,
  updateProfileImageBody,
} from '../../src/generated/zod/user/user.zod';

/** By operationId. */
export const requestBodySchemas: ReadonlyMap<string, ZodType> = new Map<string, ZodType>([
  ['authorizeBroadcastChannel', authorizeBroadcastChannelBody],
  ['bookCall', bookCallBody],
  ['cancelPayment', cancelPaymentBody],
  ['changePassword', changePasswordBody],
  ['confirmPayment', confirmPaymentBody],
  ['createCourse', createCourseBody],
  ['createCourseReview', createCourseReviewBody],
  ['forgotPassword', forgotPasswordBody],
  ['initiatePayment', initiatePaymentBody],
  ['login', loginBody],
  ['payWithBalance', payWithBalanceBody],
  ['payWithSavedCard', payWithSavedCardBody],
  ['refundPayment', refundPaymentBody],
  ['register', registerBody],
  ['requestInstructorWithdrawal', requestInstructorWithdrawalBody],
  ['resendVerificationCode', resendVerificationCodeBody],
  ['resetPassword', resetPasswordBody],
  ['sendContactMessage', sendContactMessageBody],
  ['submitCourseQuiz', submitCourseQuizBody],
  ['subscribeNewsletter', subscribeNewsletterBody],
  ['updateCourse', updateCourseBody],
  ['updateCourseProgress', updateCourseProgressBody],
  ['updateNotificationPreference', updateNotificationPreferenceBody],
  ['updatePhoneNumber', updatePhoneNumberBody],
  ['updateProfileImage', updateProfileImageBody],
  ['verifyEmail', verifyEmailBody],
]);

/** By operationId: only operations whose spec has a 422 answer. */
export const strictQuerySchemas: ReadonlyMap<string, ZodType> = new Map<string, ZodType>([
  ['handlePaymentCallback', handlePaymentCallbackQueryParams],
  ['listBlogs', listBlogsQueryParams],
  ['listPublicCourses', listPublicCoursesQueryParams],
]);

export const bodySchema = (operationId: string): ZodType | undefined =>
  requestBodySchemas.get(operationId);

export const strictQuerySchema = (operationId: string): ZodType | undefined =>
  strictQuerySchemas.get(operationId);
