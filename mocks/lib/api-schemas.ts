// Every zod schema orval generates from api-spec/ (src/generated/zod), by its export name:
// `<operationId><status>Response`, `<operationId>Body`, `<operationId>QueryParams`... One list
// for the mock backend (which checks its own answers) and the contract harness (which checks a
// live server's). It lives in mocks/, which the app reaches only through src/app/mocking.ts, so
// the app's bundles cannot carry it (the layer rule says so).
import type { ZodType } from 'zod';
import * as auth from '../../src/generated/zod/auth/auth.zod';
import * as blog from '../../src/generated/zod/blog/blog.zod';
import * as cart from '../../src/generated/zod/cart/cart.zod';
import * as catalogue from '../../src/generated/zod/catalogue/catalogue.zod';
import * as comments from '../../src/generated/zod/comments/comments.zod';
import * as forms from '../../src/generated/zod/forms/forms.zod';
import * as instructorCourses from '../../src/generated/zod/instructor-courses/instructor-courses.zod';
import * as instructorWallet from '../../src/generated/zod/instructor-wallet/instructor-wallet.zod';
import * as marketing from '../../src/generated/zod/marketing/marketing.zod';
import * as notifications from '../../src/generated/zod/notifications/notifications.zod';
import * as payments from '../../src/generated/zod/payments/payments.zod';
import * as purchases from '../../src/generated/zod/purchases/purchases.zod';
import * as quizzes from '../../src/generated/zod/quizzes/quizzes.zod';
import * as realtime from '../../src/generated/zod/realtime/realtime.zod';
import * as user from '../../src/generated/zod/user/user.zod';
import * as video from '../../src/generated/zod/video/video.zod';
import * as wishlist from '../../src/generated/zod/wishlist/wishlist.zod';

const modules = [
  auth,
  blog,
  cart,
  catalogue,
  comments,
  forms,
  instructorCourses,
  instructorWallet,
  marketing,
  notifications,
  payments,
  purchases,
  quizzes,
  realtime,
  user,
  video,
  wishlist,
];

export const generatedZodSchemas: ReadonlyMap<string, ZodType> = new Map(
  modules.flatMap((module) =>
    Object.entries(module).filter((entry): entry is [string, ZodType] => {
      const value: unknown = entry[1];
      return typeof value === 'object' && value !== null && 'safeParse' in value;
    }),
  ),
);
