// Every zod schema orval generates from api-spec/ (src/generated/zod), by its export name:
// `<operationId><status>Response`, `<operationId>Body`, `<operationId>QueryParams`... One list
// for the mock backend (which checks its own answers) and the contract harness (which checks a
// live server's). The app itself does not import this, so its bundles do not carry it.
import type { ZodType } from 'zod';
import * as auth from '../generated/zod/auth/auth.zod';
import * as blog from '../generated/zod/blog/blog.zod';
import * as cart from '../generated/zod/cart/cart.zod';
import * as catalogue from '../generated/zod/catalogue/catalogue.zod';
import * as comments from '../generated/zod/comments/comments.zod';
import * as forms from '../generated/zod/forms/forms.zod';
import * as instructorCourses from '../generated/zod/instructor-courses/instructor-courses.zod';
import * as marketing from '../generated/zod/marketing/marketing.zod';
import * as notifications from '../generated/zod/notifications/notifications.zod';
import * as realtime from '../generated/zod/realtime/realtime.zod';
import * as user from '../generated/zod/user/user.zod';
import * as video from '../generated/zod/video/video.zod';
import * as wishlist from '../generated/zod/wishlist/wishlist.zod';

const modules = [
  auth,
  blog,
  cart,
  catalogue,
  comments,
  forms,
  instructorCourses,
  marketing,
  notifications,
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
