// Every generated zod schema, found by operationId: `<op>Body` for the request and
// `<op><status>Response` for each answer. The mock checks both, so it cannot drift from the spec.
import type { ZodType } from 'zod';
import * as auth from '../../src/generated/zod/auth/auth.zod';
import * as blog from '../../src/generated/zod/blog/blog.zod';
import * as cart from '../../src/generated/zod/cart/cart.zod';
import * as catalogue from '../../src/generated/zod/catalogue/catalogue.zod';
import * as comments from '../../src/generated/zod/comments/comments.zod';
import * as forms from '../../src/generated/zod/forms/forms.zod';
import * as instructorCourses from '../../src/generated/zod/instructor-courses/instructor-courses.zod';
import * as marketing from '../../src/generated/zod/marketing/marketing.zod';
import * as notifications from '../../src/generated/zod/notifications/notifications.zod';
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
  marketing,
  notifications,
  realtime,
  user,
  video,
  wishlist,
];

const registry = new Map<string, ZodType>();
for (const module of modules) {
  for (const [name, value] of Object.entries(module)) {
    if (value && typeof value === 'object' && 'safeParse' in value)
      registry.set(name, value as ZodType);
  }
}

export function responseSchema(operationId: string, status: number): ZodType | undefined {
  return registry.get(`${operationId}${status}Response`);
}

export function bodySchema(operationId: string): ZodType | undefined {
  return registry.get(`${operationId}Body`);
}

export function queryParamsSchema(operationId: string): ZodType | undefined {
  return registry.get(`${operationId}QueryParams`);
}

/** Thrown when the mock answers something the spec does not allow: a bug in the mock. */
export class MockDriftError extends Error {
  override name = 'MockDriftError';
}
