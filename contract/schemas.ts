// The generated zod schemas (src/generated/zod), found by the names orval gives them:
// `<operationId><status>Response`, `<operationId>Body`, `<operationId>Params`,
// `<operationId>QueryParams`. The harness validates every answer with these and nothing else.
import type { ZodType } from 'zod';
import * as auth from '../src/generated/zod/auth/auth.zod';
import * as blog from '../src/generated/zod/blog/blog.zod';
import * as cart from '../src/generated/zod/cart/cart.zod';
import * as catalogue from '../src/generated/zod/catalogue/catalogue.zod';
import * as comments from '../src/generated/zod/comments/comments.zod';
import * as forms from '../src/generated/zod/forms/forms.zod';
import * as instructorCourses from '../src/generated/zod/instructor-courses/instructor-courses.zod';
import * as marketing from '../src/generated/zod/marketing/marketing.zod';
import * as notifications from '../src/generated/zod/notifications/notifications.zod';
import * as realtime from '../src/generated/zod/realtime/realtime.zod';
import * as user from '../src/generated/zod/user/user.zod';
import * as video from '../src/generated/zod/video/video.zod';
import * as wishlist from '../src/generated/zod/wishlist/wishlist.zod';

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

/** Every exported zod schema of src/generated/zod, by export name. */
export const zodSchemas = new Map<string, ZodType>();
for (const module of modules) {
  for (const [name, value] of Object.entries(module)) {
    if (value && typeof value === 'object' && 'safeParse' in value)
      zodSchemas.set(name, value as ZodType);
  }
}

export const responseSchema = (operationId: string, status: number): ZodType | undefined =>
  zodSchemas.get(`${operationId}${status}Response`);

export const bodySchema = (operationId: string): ZodType | undefined =>
  zodSchemas.get(`${operationId}Body`);

/** `a.b[0].c` from a zod issue path; `(body)` for the root. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(body)';
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

/** Parses `value` with `schema`; one line per problem, `path: message`. */
export function schemaProblems(schema: ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) => `${formatIssuePath(issue.path)}: ${issue.message.replace(/^Invalid input: /, '')}`,
  );
}
