// The generated zod schemas (src/generated/zod), found by the names orval gives them:
// `<operationId><status>Response`, `<operationId>Body`, `<operationId>Params`,
// `<operationId>QueryParams`. The harness validates every answer with these and nothing else.
// One module per tag of the spec: a new tag needs its line here (a test lists what is missing).
import type { ZodError, ZodType } from 'zod';
import * as auth from '../src/generated/zod/auth/auth.zod';
import * as blog from '../src/generated/zod/blog/blog.zod';
import * as cart from '../src/generated/zod/cart/cart.zod';
import * as catalogue from '../src/generated/zod/catalogue/catalogue.zod';
import * as comments from '../src/generated/zod/comments/comments.zod';
import * as forms from '../src/generated/zod/forms/forms.zod';
import * as instructorCourses from '../src/generated/zod/instructor-courses/instructor-courses.zod';
import * as instructorWallet from '../src/generated/zod/instructor-wallet/instructor-wallet.zod';
import * as marketing from '../src/generated/zod/marketing/marketing.zod';
import * as notifications from '../src/generated/zod/notifications/notifications.zod';
import * as payments from '../src/generated/zod/payments/payments.zod';
import * as purchases from '../src/generated/zod/purchases/purchases.zod';
import * as quizzes from '../src/generated/zod/quizzes/quizzes.zod';
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

/** Every exported zod schema of src/generated/zod, by export name. */
export const zodSchemas: ReadonlyMap<string, ZodType> = new Map(
  modules.flatMap((module) =>
    Object.entries(module).filter((entry): entry is [string, ZodType] => {
      const value: unknown = entry[1];
      return typeof value === 'object' && value !== null && 'safeParse' in value;
    }),
  ),
);

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

const plain = (message: string): string => message.replace(/^Invalid input: /, '');

type Issue = ZodError['issues'][number];

/**
 * A union that no shape fits (zod says only "Invalid input"): what each allowed shape expected,
 * so the line names the field and every way it could have been right.
 */
function describeUnion(issue: Issue & { code: 'invalid_union' }): string {
  const branches = (issue.errors ?? []).map((branch, index) => {
    const expected = branch
      .slice(0, 3)
      .map((inner) =>
        inner.path.length > 0
          ? `${formatIssuePath(inner.path)}: ${plain(inner.message)}`
          : plain(inner.message),
      )
      .join(', ');
    return `shape ${index + 1}: ${expected}`;
  });
  if (branches.length === 0)
    return issue.discriminator
      ? `no allowed shape has this "${issue.discriminator}"`
      : 'fits more than one allowed shape, or none';
  return `none of the ${branches.length} allowed shapes fits (${branches.join('; ')})`;
}

/** Parses `value` with `schema`; one line per problem, `path: message`. */
export function schemaProblems(schema: ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) =>
      `${formatIssuePath(issue.path)}: ${issue.code === 'invalid_union' ? describeUnion(issue) : plain(issue.message)}`,
  );
}
