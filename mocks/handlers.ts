import type { RequestHandler, WebSocketHandler } from 'msw';
import { authHandlers } from './handlers/auth';
import { blogHandlers } from './handlers/blog';
import { cartHandlers } from './handlers/cart';
import { catalogueHandlers } from './handlers/catalogue';
import { commentHandlers } from './handlers/comments';
import { devHandlers, storageHandlers } from './handlers/dev';
import { devLedgerHandlers } from './handlers/dev-ledger';
import { formHandlers } from './handlers/forms';
import { instructorCourseHandlers } from './handlers/instructor-courses';
import { instructorWalletHandlers } from './handlers/instructor-wallet';
import { marketingHandlers } from './handlers/marketing';
import { mockBankHandlers } from './handlers/mock-bank';
import { notificationHandlers } from './handlers/notifications';
import { paymentHandlers } from './handlers/payments';
import { progressHandlers } from './handlers/progress';
import { quizHandlers } from './handlers/quizzes';
import { realtimeHandlers } from './handlers/realtime';
import { userHandlers } from './handlers/user';
import { videoHandlers } from './handlers/video';
import { wishlistHandlers } from './handlers/wishlist';
import { realtimeSocketHandlers } from './realtime/msw-socket';

/** API handlers: every operation of the spec (catalogue before instructor courses: `/courses/:id/view`). */
export const apiHandlers: RequestHandler[] = [
  ...authHandlers,
  ...userHandlers,
  ...notificationHandlers,
  ...catalogueHandlers,
  ...blogHandlers,
  ...marketingHandlers,
  ...formHandlers,
  ...wishlistHandlers,
  ...cartHandlers,
  ...paymentHandlers,
  ...instructorWalletHandlers,
  // Before the instructor's `/api/courses/:id`, which `/api/courses/:courseId/quiz` is not.
  ...quizHandlers,
  ...progressHandlers,
  ...instructorCourseHandlers,
  ...commentHandlers,
  ...videoHandlers,
  ...realtimeHandlers,
];

/** Every handler of the mock backend, shared by the browser worker, tests and the mock server. */
export const handlers: RequestHandler[] = [
  ...apiHandlers,
  ...mockBankHandlers,
  ...devHandlers,
  ...devLedgerHandlers,
  ...storageHandlers,
];

/** The Pusher WebSocket endpoint, for the runtimes that intercept WebSockets (browser, tests). */
export const socketHandlers: WebSocketHandler[] = [...realtimeSocketHandlers];
