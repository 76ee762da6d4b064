// One call per readable operation, the way the app makes it, for each role the operation
// serves: the answer must have a documented status, content type and a body the generated
// schema accepts. Reads also learn the ids of real records for the checks that follow.
import type {
  BlogPage,
  CertificateListResponse,
  LearnerQuiz,
  CourseCardPage,
  CourseDetailCatalogueItem,
  CourseVideoUrl,
  InstructorCourse,
  InstructorCoursePage,
  PaymentHistoryResponse,
  ProfileResponse,
  PurchasedCoursesResponse,
  SavedCardsResponse,
  SingleCourse,
} from '../../src/generated/model';
import type { CheckContext, Harness } from '../harness';
import { listOperations, operation, rolesOf, type Role } from '../spec';
import { exampleParam as exampleParamOf, existingPathParams, type RunState } from './run-state';

const GROUP = 'operations';

/** The query of a call built from the examples of the operation's query parameters. */
export function exampleQuery(operationId: string): Record<string, string | number> {
  return Object.fromEntries(
    operation(operationId)
      .parameters.filter((p) => p.in === 'query' && p.example !== undefined)
      .map((p) => [p.name as string, p.example as string | number]),
  );
}

const tokenFor = (ctx: CheckContext, role: Role | undefined) =>
  role ? ctx.account(role).token : null;

/** The numeric ids of a list, ignoring malformed entries. */
const ids = (list: unknown): number[] =>
  Array.isArray(list)
    ? list
        .map((item) => (item as { id?: unknown } | null)?.id)
        .filter((id): id is number => Number.isInteger(id) && (id as number) > 0)
    : [];

/**
 * A list call whose answer also tells the harness which records exist. The ids are taken even
 * from an answer that breaks the contract elsewhere (the failure is recorded all the same), so
 * that one bad field does not stop every later check that needs a real id.
 */
async function discover<T>(
  ctx: CheckContext,
  operationId: string,
  role: Role | undefined,
  query?: Record<string, number>,
): Promise<T | undefined> {
  const exchange = await ctx.call(operationId, { token: tokenFor(ctx, role), query, expect: 200 });
  return exchange.status === 200 ? (exchange.body as T) : undefined;
}

/** Per operation: what the app sends and what the answer teaches the harness. */
type ReadRecipe = (ctx: CheckContext, role: Role | undefined, state: RunState) => Promise<void>;

const recipes: Record<string, ReadRecipe> = {
  async getProfile(ctx, role) {
    const profile = await ctx.ok<ProfileResponse>('getProfile', { token: tokenFor(ctx, role) });
    const { user } = profile;
    // Decision 33: the later version answers a top-level role and the learner's balance.
    if (role === 'learner')
      ctx.harness.versionSignals.profile = `the profile answers ${[
        'role' in profile ? 'role' : 'no role',
        user.balance !== undefined ? 'user.balance' : 'no user.balance',
      ].join(' and ')}`;
    const account = ctx.account(role!);
    ctx.expect(
      user.id === account.userId,
      `getProfile: user.id ${user.id} is not the signed-in user's id ${account.userId}`,
    );
  },
  async listPublicCourses(ctx, role, state) {
    const page = await discover<CourseCardPage>(ctx, 'listPublicCourses', role, { page: 1 });
    state.publicCourseIds = ids(page?.data);
  },
  async getSingleCourse(ctx, role, state) {
    const id = state.publicCourseIds[0];
    if (id === undefined) return ctx.skip('the public catalogue is empty');
    const course = await ctx.ok<SingleCourse>('getSingleCourse', {
      token: tokenFor(ctx, role),
      path: { id },
    });
    ctx.expect(course.id === id, `getSingleCourse: asked for course ${id}, got ${course.id}`);
  },
  async listBlogs(ctx, role, state) {
    const page = await discover<BlogPage>(ctx, 'listBlogs', role, { page: 1 });
    state.blogId = ids(page?.data)[0];
  },
  async getBlog(ctx, role, state) {
    if (state.blogId === undefined) return ctx.skip('the blog is empty');
    const blog = await ctx.ok<{ id: number }>('getBlog', {
      token: tokenFor(ctx, role),
      path: { id: state.blogId },
    });
    ctx.expect(blog.id === state.blogId, `getBlog: asked for ${state.blogId}, got ${blog.id}`);
  },
  async listInstructorCourses(ctx, role, state) {
    const page = await discover<InstructorCoursePage>(ctx, 'listInstructorCourses', role, {
      page: 1,
    });
    state.instructorCourseId = ids(page?.data)[0];
  },
  async getInstructorCourse(ctx, role, state) {
    if (state.instructorCourseId === undefined)
      return ctx.skip('the instructor test account has no course');
    const course = await ctx.ok<InstructorCourse>('getInstructorCourse', {
      token: tokenFor(ctx, role),
      path: { id: state.instructorCourseId },
    });
    ctx.expect(
      course.id === state.instructorCourseId,
      `getInstructorCourse: asked for ${state.instructorCourseId}, got ${course.id}`,
    );
  },
  async listCourseDetailsCatalogue(ctx, role, state) {
    const items = await discover<CourseDetailCatalogueItem[]>(
      ctx,
      'listCourseDetailsCatalogue',
      role,
    );
    state.courseDetailIds = ids(items ?? undefined);
  },
  async listPaymentHistory(ctx, role, state) {
    const answer = await discover<PaymentHistoryResponse>(ctx, 'listPaymentHistory', role, {
      page: 1,
    });
    state.paymentId = ids(answer?.payments.data)[0];
  },
  async listSavedCards(ctx, role, state) {
    const answer = await discover<SavedCardsResponse>(ctx, 'listSavedCards', role);
    state.savedCardId = ids(answer?.cards)[0];
  },
  async handlePaymentCallback(ctx) {
    // Settling is idempotent, so the bank's return for an order the server already settled is
    // a read. Only the bank knows a payment's `paymentID`: the spec's example names the mock's
    // seeded top-up, which another server need not have.
    // 302 to the result page without the JSON extension.
    const exchange = await ctx.call('handlePaymentCallback', {
      query: exampleQuery('handlePaymentCallback'),
      expect: [200, 302, 404],
    });
    if (exchange.status === 404) ctx.skip("the spec's example order is not on this server");
  },
  // Quizzes: the learner test account's bought course when it has one, else the
  // documented refusal of a course it has not bought; certificates when it has any. The two
  // certificate calls are extensions: a server without them answers 404.
  async getCourseQuiz(ctx, role, state) {
    const owned = await ctx.lookup<PurchasedCoursesResponse>('listPurchasedCourses', {
      token: tokenFor(ctx, role),
    });
    const courseId = ids(owned?.courses)[0];
    if (courseId !== undefined) {
      const exchange = await ctx.call('getCourseQuiz', {
        token: tokenFor(ctx, role),
        path: { courseId },
        expect: [200, 429],
      });
      const quiz = exchange.body as LearnerQuiz | undefined;
      if (exchange.status === 200)
        ctx.expect(
          !/"(is_correct|correct_answer)"/.test(JSON.stringify(quiz)),
          'getCourseQuiz: the learner is shown which answers are correct',
        );
      return;
    }
    if (state.publicCourseIds[0] === undefined) return ctx.skip('the public catalogue is empty');
    const refused = await ctx.call('getCourseQuiz', {
      token: tokenFor(ctx, role),
      path: { courseId: state.publicCourseIds[0] },
      expect: 403,
    });
    ctx.expect(
      (refused.body as { message_key?: string } | undefined)?.message_key === 'quiz.not_purchased',
      'getCourseQuiz: a course not bought is refused without quiz.not_purchased',
    );
  },
  async listCertificates(ctx, role) {
    await ctx.call('listCertificates', { token: tokenFor(ctx, role), expect: [200, 404] });
  },
  async downloadCertificate(ctx, role) {
    const list = await ctx.call('listCertificates', {
      token: tokenFor(ctx, role),
      expect: [200, 404],
    });
    const first = (list.body as CertificateListResponse | undefined)?.certificates?.[0];
    if (list.status !== 200 || !first)
      return ctx.skip('the learner test account has no certificate');
    await ctx.ok('downloadCertificate', {
      token: tokenFor(ctx, role),
      path: { resultId: first.result_id },
    });
  },
  async verifyCertificate(ctx) {
    const list = await ctx.call('listCertificates', {
      token: ctx.account('learner').token,
      expect: [200, 404],
    });
    const code = (list.body as CertificateListResponse | undefined)?.certificates?.[0]?.code;
    await ctx.call('verifyCertificate', {
      path: { code: code ?? String(exampleParamOf('verifyCertificate', 'code')) },
      expect: code ? 200 : [200, 404],
    });
  },
  async listPurchasedCourses(ctx, role, state) {
    const answer = await discover<PurchasedCoursesResponse>(ctx, 'listPurchasedCourses', role);
    state.purchasedCourseIds = ids(answer?.courses);
  },
  async streamCourseVideo(ctx, role, state) {
    // Only the course's own instructor and its buyers may stream it (decision 25).
    const courseId = watchableCourse(role, state);
    if (courseId === undefined) return ctx.skip(`no course for the ${role} to stream`);
    await ctx.ok('streamCourseVideo', { token: tokenFor(ctx, role), path: { courseId } });
    // Ranges are an extension (206, 416): a server without them answers the whole file.
    const part = await ctx.call('streamCourseVideo', {
      token: tokenFor(ctx, role),
      path: { courseId },
      headers: { Range: 'bytes=0-99' },
      expect: [200, 206],
    });
    if (part.status === 206)
      await ctx.call('streamCourseVideo', {
        token: tokenFor(ctx, role),
        path: { courseId },
        headers: { Range: 'bytes=999999999-' },
        expect: 416,
      });
  },
  async getCourseVideoUrl(ctx, role, state) {
    const courseId = watchableCourse(role, state);
    if (courseId === undefined) return ctx.skip(`no course for the ${role} to watch`);
    // Its address never carries the bearer token (decision 25): the harness looks for the
    // tokens in every answer (run.ts, the secrets).
    await ctx.ok<CourseVideoUrl>('getCourseVideoUrl', {
      token: tokenFor(ctx, role),
      path: { courseId },
    });
  },
};

/** A course `role` may watch: the instructor's own, or one the learner bought. */
const watchableCourse = (role: Role | undefined, state: RunState): number | undefined =>
  role === 'instructor' ? state.instructorCourseId : state.purchasedCourseIds[0];

/** GET operations, called once per role with the harness's own choice of parameters. */
async function genericRead(
  ctx: CheckContext,
  operationId: string,
  role: Role | undefined,
  state: RunState,
) {
  const path = existingPathParams(operationId, state);
  if (path === null) return ctx.skip('no record on the server to address');
  await ctx.ok(operationId, { token: tokenFor(ctx, role), path });
}

export async function runOperationChecks(harness: Harness, state: RunState): Promise<void> {
  for (const { operationId, method, parameters } of listOperations()) {
    if (method !== 'GET') continue;
    const roles: (Role | undefined)[] = rolesOf(operationId);
    if (roles.length === 0) roles.push(undefined);
    for (const role of roles) {
      const who = role ? `as ${role}` : 'as a visitor';
      await harness.check(GROUP, operationId, `answers ${who}`, (ctx) =>
        (recipes[operationId] ?? ((c, r, s) => genericRead(c, operationId, r, s)))(
          ctx,
          role,
          state,
        ),
      );
    }
    // The spec's own example query (for example `search=javascript`), where it has one.
    const query = exampleQuery(operationId);
    if (Object.keys(query).length > 0 && !parameters.some((p) => p.in === 'path')) {
      await harness.check(GROUP, operationId, `answers the spec's example query`, async (ctx) => {
        await ctx.ok(operationId, { token: tokenFor(ctx, roles[0]), query });
      });
    }
  }
}
