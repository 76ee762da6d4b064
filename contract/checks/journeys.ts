// The app's real request sequences, each step checked: the catalogue's paging and search,
// wishlist and cart round trips, an instructor's course from creation to update, notifications
// marked read, broadcasting auth, account settings, registration, the public forms and the
// session's end. Steps that change data run only with --allow-writes; what they create is
// removed again where the API has a call for it, and listed as left over where it has not.
import type {
  CourseAllCommentsResponse,
  CourseCardPage,
  CourseReviewResponse,
  CourseSavedResponse,
  InstructorCourse,
  InstructorCoursePage,
  LoginResponse,
  Notification,
  ProfileResponse,
  SingleCourse,
  User,
} from '../../src/generated/model';
import type { CheckContext, Harness } from '../harness';
import { exampleBody, sampleImage } from '../request-data';
import { requestMedia, type Role } from '../spec';
import { Journey } from './journey';
import type { RunState } from './run-state';

interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from?: number | null;
  to?: number | null;
  next_page_url: string | null;
}

/** Laravel paginator rules the app relies on (page buttons, "page past the end"). */
function checkPage(
  ctx: CheckContext,
  operationId: string,
  page: Page<unknown>,
  asked: { page: number; perPage?: number },
): void {
  const at = `${operationId} page ${asked.page}`;
  ctx.expect(
    page.current_page === asked.page,
    `${at}: current_page is ${page.current_page}, asked for page ${asked.page}`,
  );
  if (asked.page <= page.last_page)
    ctx.expect(
      page.current_page <= page.last_page,
      `${at}: current_page ${page.current_page} > last_page ${page.last_page}`,
    );
  if (asked.perPage !== undefined)
    ctx.expect(
      page.per_page === asked.perPage,
      `${at}: per_page is ${page.per_page}, asked for ${asked.perPage}`,
    );
  ctx.expect(
    page.data.length <= page.per_page,
    `${at}: ${page.data.length} items on a page of per_page ${page.per_page}`,
  );
  ctx.expect(
    page.last_page === Math.max(1, Math.ceil(page.total / page.per_page)),
    `${at}: last_page ${page.last_page} does not fit total ${page.total} / per_page ${page.per_page}`,
  );
  if (asked.page < page.last_page)
    ctx.expect(
      page.data.length === page.per_page,
      `${at}: a page before the last holds ${page.data.length} items, not per_page ${page.per_page}`,
    );
  if (asked.page === page.last_page)
    ctx.expect(page.next_page_url === null, `${at}: the last page has a next_page_url`);
  if (page.data.length > 0 && page.from != null && page.to != null)
    ctx.expect(
      page.to - page.from + 1 === page.data.length,
      `${at}: from ${page.from} to ${page.to} does not count ${page.data.length} items`,
    );
}

async function catalogueJourney(harness: Harness): Promise<void> {
  const journey = new Journey(harness, 'catalogue');
  const op = 'listPublicCourses';
  let first: CourseCardPage | undefined;
  await journey.step(op, 'page 1 follows the paginator rules', async (ctx) => {
    first = await ctx.ok<CourseCardPage>(op, { query: { page: 1 } });
    checkPage(ctx, op, first, { page: 1 });
  });
  await journey.step(op, 'page 2 continues page 1 without repeats', async (ctx) => {
    if (first!.last_page < 2) return ctx.skip('the catalogue has a single page');
    const second = await ctx.ok<CourseCardPage>(op, { query: { page: 2 } });
    checkPage(ctx, op, second, { page: 2 });
    const seen = new Set(first!.data.map((course) => course.id));
    const repeated = second.data.filter((course) => seen.has(course.id)).map((c) => c.id);
    ctx.expect(repeated.length === 0, `${op} page 2 repeats courses ${repeated.join(', ')}`);
  });
  await journey.step(op, 'the last page and a page past it', async (ctx) => {
    const last = first!.last_page;
    const lastPage = await ctx.ok<CourseCardPage>(op, { query: { page: last } });
    checkPage(ctx, op, lastPage, { page: last });
    if (first!.total > 0)
      ctx.expect(lastPage.data.length > 0, `${op} page ${last} (last_page) is empty`);
    const past = await ctx.ok<CourseCardPage>(op, { query: { page: last + 1 } });
    ctx.expect(past.data.length === 0, `${op} page ${last + 1} (past last_page) is not empty`);
  });
  await journey.step(op, 'search finds a course by its title', async (ctx) => {
    const course = first!.data[0];
    if (!course) return ctx.skip('the catalogue is empty');
    const found: number[] = [];
    let result: CourseCardPage | undefined;
    for (let page = 1; page <= 3; page++) {
      result = await ctx.ok<CourseCardPage>(op, { query: { page, search: course.title_en } });
      checkPage(ctx, op, result, { page });
      found.push(...result.data.map((item) => item.id));
      if (page >= result.last_page) break;
    }
    ctx.expect(
      found.includes(course.id),
      `${op} search "${course.title_en}" does not find course ${course.id}`,
    );
    ctx.expect(
      result!.total <= first!.total,
      `${op} search finds ${result!.total} courses, more than the ${first!.total} in the catalogue`,
    );
  });
  await journey.step(op, 'a search that matches nothing answers an empty page', async (ctx) => {
    const empty = await ctx.ok<CourseCardPage>(op, {
      query: { page: 1, search: 'zq-contract-harness-no-such-course' },
    });
    ctx.expect(
      empty.total === 0 && empty.data.length === 0,
      `${op} a search for nothing answers total ${empty.total}`,
    );
  });
}

interface LearnerList {
  name: 'wishlist' | 'cart';
  list: string;
  count: string;
  add: string;
  remove: string;
  /** The count's field in the count and change answers. */
  countField: string;
}

const LEARNER_LISTS: LearnerList[] = [
  {
    name: 'wishlist',
    list: 'listWishlist',
    count: 'getWishlistCount',
    add: 'addToWishlist',
    remove: 'removeFromWishlist',
    countField: 'wishlist_count',
  },
  {
    name: 'cart',
    list: 'listCart',
    count: 'getCartCount',
    add: 'addToCart',
    remove: 'removeFromCart',
    countField: 'cart_count',
  },
];

async function learnerListJourney(
  harness: Harness,
  state: RunState,
  ops: LearnerList,
): Promise<void> {
  const journey = new Journey(harness, ops.name);
  const token = harness.account('learner').token;
  let before = 0;
  let entries: { course_id: number }[] = [];
  let courseId: number | undefined;

  const count = async (ctx: CheckContext) =>
    (await ctx.ok<Record<string, number>>(ops.count, { token }))[ops.countField]!;
  const everything = async (ctx: CheckContext) =>
    ctx.ok<Page<{ course_id: number }>>(ops.list, { token });

  await journey.step(ops.count, 'count', async (ctx) => {
    before = await count(ctx);
  });
  await journey.step(ops.count, "an instructor's count is 0 (decision 17)", async (ctx) => {
    const answer = await ctx.ok<Record<string, number>>(ops.count, {
      token: ctx.account('instructor').token,
    });
    ctx.expect(
      answer[ops.countField] === 0,
      `${ops.count}: ${ops.countField} is ${answer[ops.countField]} for the instructor, expected 0`,
    );
  });
  await journey.step(
    ops.list,
    'without per_page: everything on one page, as many as the count',
    async (ctx) => {
      const page = await everything(ctx);
      entries = page.data;
      ctx.expect(
        page.total === before && page.data.length === page.total && page.last_page === 1,
        `${ops.list}: total ${page.total}, ${page.data.length} items, last_page ${page.last_page}; the count said ${before}`,
      );
    },
  );
  await journey.step(ops.list, 'per_page is honoured', async (ctx) => {
    for (const perPage of [1, 2]) {
      const page = await ctx.ok<Page<{ course_id: number }>>(ops.list, {
        token,
        query: { per_page: perPage, page: 1 },
      });
      checkPage(ctx, ops.list, page, { page: 1, perPage });
    }
  });
  await journey.step(
    ops.add,
    'adds a course',
    async (ctx) => {
      const listed = new Set(entries.map((entry) => entry.course_id));
      courseId = state.publicCourseIds.find((id) => !listed.has(id));
      if (courseId === undefined)
        return ctx.skip(`every course of catalogue page 1 is already in the ${ops.name}`);
      const answer = await ctx.ok<Record<string, number>>(ops.add, { token, path: { courseId } });
      if (answer[ops.countField] !== undefined)
        ctx.expect(
          answer[ops.countField] === before + 1,
          `${ops.add}: ${ops.countField} is ${answer[ops.countField]}, expected ${before + 1}`,
        );
    },
    { writes: true },
  );
  await journey.step(ops.count, 'count went up by one', async (ctx) => {
    const now = await count(ctx);
    ctx.expect(now === before + 1, `${ops.count}: ${now} after adding, expected ${before + 1}`);
  });
  await journey.step(ops.list, 'the list holds the course', async (ctx) => {
    const page = await everything(ctx);
    ctx.expect(
      page.data.some((entry) => entry.course_id === courseId),
      `${ops.list}: course ${courseId} is missing after ${ops.add}`,
    );
  });
  await journey.step(
    ops.remove,
    'removes the course again',
    async (ctx) => {
      const answer = await ctx.ok<Record<string, number>>(ops.remove, {
        token,
        path: { courseId },
      });
      if (answer[ops.countField] !== undefined)
        ctx.expect(
          answer[ops.countField] === before,
          `${ops.remove}: ${ops.countField} is ${answer[ops.countField]}, expected ${before}`,
        );
      const page = await everything(ctx);
      ctx.expect(
        !page.data.some((entry) => entry.course_id === courseId),
        `${ops.list}: course ${courseId} is still listed after ${ops.remove}`,
      );
      const now = await count(ctx);
      ctx.expect(now === before, `${ops.count}: ${now} after removing, expected ${before}`);
    },
    { writes: true, cleanup: true, after: 'adds a course' },
  );
}

async function broadcastingJourney(harness: Harness): Promise<void> {
  const op = 'authorizeBroadcastChannel';
  for (const role of ['learner', 'instructor'] as Role[]) {
    const journey = new Journey(harness, `broadcasting-${role}`);
    const me = harness.account(role);
    const other = harness.account(role === 'learner' ? 'instructor' : 'learner');
    // Channel names follow the spec's decision: Pusher's private prefix on `user.{id}`.
    await journey.step(op, `grants the ${role}'s own channel`, async (ctx) => {
      await ctx.ok(op, {
        token: me.token,
        body: { socket_id: '1234.5678', channel_name: `private-user.${me.userId}` },
      });
    });
    await journey.step(op, `refuses another user's channel`, async (ctx) => {
      await ctx.call(op, {
        token: me.token,
        body: { socket_id: '1234.5678', channel_name: `private-user.${other.userId}` },
        expect: 403,
      });
    });
  }
}

async function notificationsJourney(harness: Harness): Promise<void> {
  for (const role of ['learner', 'instructor'] as Role[]) {
    const journey = new Journey(harness, `notifications-${role}`);
    const token = harness.account(role).token;
    let unread: Notification | undefined;
    await journey.step('listNotifications', 'lists notifications', async (ctx) => {
      const list = await ctx.ok<Notification[]>('listNotifications', { token });
      unread = list.find((notification) => notification.read_at === null);
    });
    await journey.step(
      'markNotificationRead',
      'marks an unread notification read',
      async (ctx) => {
        if (!unread) return ctx.skip(`the ${role} has no unread notification`);
        const answer = await ctx.ok<Notification>('markNotificationRead', {
          token,
          path: { id: unread.id },
        });
        ctx.expect(
          answer.id === unread.id && Boolean(answer.read_at),
          `markNotificationRead: answered notification ${answer.id} with read_at ${String(answer.read_at)}, expected ${unread.id} read`,
        );
        ctx.leftover(
          'markNotificationRead',
          `${role}'s notification ${unread.id} is read now (the API cannot mark it unread)`,
        );
      },
      { writes: true },
    );
    await journey.step('listNotifications', 'read_at is set', async (ctx) => {
      const list = await ctx.ok<Notification[]>('listNotifications', { token });
      const again = list.find((notification) => notification.id === unread!.id);
      ctx.expect(
        Boolean(again?.read_at),
        `listNotifications: notification ${unread!.id} has read_at ${again ? String(again.read_at) : '(gone)'} after markNotificationRead`,
      );
    });
  }
}

async function instructorCourseJourney(harness: Harness, state: RunState): Promise<void> {
  const journey = new Journey(harness, 'instructor-course');
  const token = harness.account('instructor').token;
  const title = `Contract harness course ${state.stamp}`;
  let created: InstructorCourse | undefined;

  /** The spec's example with this run's title, and detail ids that exist on the server. */
  const withRealDetails = (body: Record<string, unknown>) => {
    const rows = body.details_by_instructor as { course_details_data_id: number }[] | undefined;
    if (rows && state.courseDetailIds.length > 0)
      rows.forEach((row, index) => {
        if (!state.courseDetailIds.includes(row.course_details_data_id))
          row.course_details_data_id = state.courseDetailIds[index % state.courseDetailIds.length]!;
      });
    return body;
  };

  await journey.step(
    'createCourse',
    'creates a course',
    async (ctx) => {
      const body = withRealDetails({ ...exampleBody('createCourse'), title_en: title });
      const answer = await ctx.ok<CourseSavedResponse>('createCourse', { token, body });
      created = answer.course;
      ctx.leftover(
        'createCourse',
        `course ${created.id} "${title}" (the API has no call that deletes a course)`,
      );
      ctx.expect(
        created.title_en === title,
        `createCourse: course.title_en is "${created.title_en}", sent "${title}"`,
      );
      // A new course waits for review: it never approves itself.
      ctx.expect(
        created.status === 'in_review',
        `createCourse: course.status is "${created.status}" for a new course, expected "in_review"`,
      );
    },
    { writes: true },
  );
  await journey.step('getInstructorCourse', 'reads the course back as sent', async (ctx) => {
    const sent = exampleBody('createCourse');
    const course = await ctx.ok<InstructorCourse>('getInstructorCourse', {
      token,
      path: { id: created!.id },
    });
    ctx.expect(
      course.status === 'in_review',
      `getInstructorCourse: status is "${course.status}" right after createCourse, expected "in_review"`,
    );
    for (const field of ['title_en', 'description_en', 'currency_en'] as const) {
      const expected = field === 'title_en' ? title : sent[field];
      ctx.expect(
        course[field] === expected,
        `getInstructorCourse: ${field} is "${course[field]}", sent "${String(expected)}"`,
      );
    }
    ctx.expect(
      Number(course.price_en) === Number(sent.price_en),
      `getInstructorCourse: price_en is "${course.price_en}", sent "${String(sent.price_en)}"`,
    );
    for (const list of ['faqs', 'highlights'] as const)
      ctx.expect(
        course[list].length === (sent[list] as unknown[]).length,
        `getInstructorCourse: ${course[list].length} ${list}, sent ${(sent[list] as unknown[]).length}`,
      );
  });
  await journey.step(
    'listInstructorCourses',
    "lists it among the instructor's courses",
    async (ctx) => {
      const page = await ctx.ok<InstructorCoursePage>('listInstructorCourses', {
        token,
        query: { page: 1 },
      });
      ctx.expect(
        page.data.some((course) => course.id === created!.id),
        `listInstructorCourses page 1: the new course ${created!.id} is missing (newest first)`,
      );
    },
  );
  await journey.step(
    'updateCourse',
    'updates the course',
    async (ctx) => {
      const body = withRealDetails({
        ...exampleBody('updateCourse'),
        title_en: `${title} (updated)`,
      });
      const answer = await ctx.ok<CourseSavedResponse>('updateCourse', {
        token,
        path: { id: created!.id },
        body,
      });
      ctx.expect(
        answer.course.id === created!.id,
        `updateCourse: answered course ${answer.course.id}, updated ${created!.id}`,
      );
    },
    { writes: true },
  );
  await journey.step('getInstructorCourse', 'reads the update back', async (ctx) => {
    const course = await ctx.ok<InstructorCourse>('getInstructorCourse', {
      token,
      path: { id: created!.id },
    });
    ctx.expect(
      course.title_en === `${title} (updated)`,
      `getInstructorCourse: title_en is "${course.title_en}" after updateCourse`,
    );
  });
}

async function settingsJourney(harness: Harness, state: RunState): Promise<void> {
  const learner = harness.account('learner');
  const token = learner.token;
  const profile = async (ctx: CheckContext): Promise<User> =>
    (await ctx.ok<ProfileResponse>('getProfile', { token })).user;

  const preference = new Journey(harness, 'settings-notifications');
  let preferenceTried = false;
  let state0: number | undefined;
  await preference.step(
    'updateNotificationPreference',
    'switches e-mail notifications and reads it back',
    async (ctx) => {
      state0 = (await profile(ctx)).notification_state;
      preferenceTried = true;
      await ctx.ok('updateNotificationPreference', {
        token,
        body: { notification_state: 1 - state0 },
      });
      const now = (await profile(ctx)).notification_state;
      ctx.expect(
        now === 1 - state0,
        `getProfile: notification_state is ${now} after setting ${1 - state0}`,
      );
    },
    { writes: true },
  );
  await preference.step(
    'updateNotificationPreference',
    'restores the setting',
    async (ctx) => {
      if (!preferenceTried || state0 === undefined) return ctx.skip('the setting was not switched');
      const exchange = await ctx.call('updateNotificationPreference', {
        token,
        body: { notification_state: state0 },
        expect: 200,
      });
      if (exchange.status !== 200)
        ctx.leftover(
          'updateNotificationPreference',
          `the learner's e-mail notifications may be ${state0 === 1 ? 'off' : 'on'} (could not restore ${state0})`,
        );
    },
    // Whenever the switch was tried: a broken answer may still have switched it.
    { writes: true, cleanup: true },
  );

  const phone = new Journey(harness, 'settings-phone');
  let phone0: string | null = null;
  let phoneTried = false;
  await phone.step(
    'updatePhoneNumber',
    'changes the phone number and reads it back',
    async (ctx) => {
      phone0 = (await profile(ctx)).phone_number ?? null;
      phoneTried = true;
      const digits = String(parseInt(state.stamp, 36) % 1_000_000).padStart(6, '0');
      const next = `+374 99 ${digits}`;
      await ctx.ok('updatePhoneNumber', { token, body: { phone_number: next } });
      const now = (await profile(ctx)).phone_number;
      ctx.expect(now === next, `getProfile: phone_number is ${String(now)} after setting ${next}`);
      if (phone0 === null)
        ctx.leftover(
          'updatePhoneNumber',
          `the learner's phone number is ${next} (it had none; the API cannot clear it)`,
        );
    },
    { writes: true },
  );
  await phone.step(
    'updatePhoneNumber',
    'restores the phone number',
    async (ctx) => {
      if (!phoneTried) return ctx.skip('the phone number was not changed');
      if (phone0 === null) return ctx.skip('the account had no phone number to restore');
      const exchange = await ctx.call('updatePhoneNumber', {
        token,
        body: { phone_number: phone0 },
        expect: 200,
      });
      if (exchange.status !== 200)
        ctx.leftover(
          'updatePhoneNumber',
          `the learner's phone number (could not restore ${phone0})`,
        );
    },
    // Whenever the change was tried: a broken answer may still have changed it.
    { writes: true, cleanup: true },
  );

  const password = new Journey(harness, 'settings-password');
  const original = learner.password;
  const temporary = `${original}-contract`;
  let passwordTried = false;
  await password.step(
    'changePassword',
    'changes the password; the new one signs in',
    async (ctx) => {
      passwordTried = true;
      await ctx.ok('changePassword', {
        token,
        body: {
          old_password: original,
          new_password: temporary,
          new_password_confirmation: temporary,
        },
      });
      await ctx.ok<LoginResponse>('login', { body: { email: learner.email, password: temporary } });
    },
    { writes: true },
  );
  // Runs whenever the change was tried: an answer that broke the contract may still have
  // changed the password. What cannot be restored is listed as left on the server, and later
  // steps sign in with the password the account really has (never an unrelated 401).
  await password.step(
    'changePassword',
    'changes the password back',
    async (ctx) => {
      if (!passwordTried) return ctx.skip('the password was not changed');
      const back = await ctx.call('changePassword', {
        token,
        body: {
          old_password: temporary,
          new_password: original,
          new_password_confirmation: original,
        },
        expect: [200, 422],
      });
      if (back.status === 200) return;
      const stillOriginal = await ctx.call('login', {
        body: { email: learner.email, password: original },
        expect: [200, 401],
      });
      if (stillOriginal.status === 200) return; // the change never happened
      learner.password = temporary;
      ctx.leftover(
        'changePassword',
        `the learner's password is "${temporary}": it could not be changed back`,
      );
    },
    { writes: true, cleanup: true },
  );

  const photo = new Journey(harness, 'settings-photo');
  await photo.step(
    'updateProfileImage',
    'uploads a profile photo',
    async (ctx) => {
      await ctx.ok('updateProfileImage', { token, body: { image: sampleImage() } });
      ctx.leftover(
        'updateProfileImage',
        "the learner's profile photo was replaced (the API cannot restore the previous one)",
      );
      await profile(ctx);
    },
    { writes: true },
  );
}

/** A learner's review of a public course: stored, read back, updated in place (decision 17). */
async function reviewJourney(harness: Harness, state: RunState): Promise<void> {
  const journey = new Journey(harness, 'course-review');
  const token = harness.account('learner').token;
  const learnerId = harness.account('learner').userId;
  const courseId = state.publicCourseIds[0];
  let before: SingleCourse | undefined;
  let stored: CourseReviewResponse['review'] | undefined;
  const comment = `Contract harness review ${state.stamp}`;

  await journey.step('getSingleCourse', "answers user_rating to a learner's token", async (ctx) => {
    if (courseId === undefined) return ctx.skip('the public catalogue is empty');
    before = await ctx.ok<SingleCourse>('getSingleCourse', { token, path: { id: courseId } });
    ctx.expect(
      'user_rating' in before,
      `getSingleCourse: no user_rating with the learner's token (the learner's review or null)`,
    );
  });
  await journey.step(
    'createCourseReview',
    'stores a rating and a comment',
    async (ctx) => {
      const answer = await ctx.ok<CourseReviewResponse>('createCourseReview', {
        token,
        body: { course_id: courseId, rating: 4, comment_text: comment },
      });
      stored = answer.review;
      ctx.leftover(
        'createCourseReview',
        `the learner's review of course ${courseId} (the API has no call that deletes a review)`,
      );
      ctx.expect(
        stored.course_id === courseId && stored.rating === 4 && stored.comment_text === comment,
        `createCourseReview: answered course ${stored.course_id}, rating ${stored.rating}, comment "${String(stored.comment_text)}"; sent course ${courseId}, rating 4, "${comment}"`,
      );
      ctx.expect(
        stored.user.id === learnerId,
        `createCourseReview: review.user.id is ${stored.user.id}, not the learner's ${learnerId}`,
      );
    },
    { writes: true },
  );
  await journey.step('getSingleCourse', 'user_rating is the stored review', async (ctx) => {
    const course = await ctx.ok<SingleCourse>('getSingleCourse', { token, path: { id: courseId } });
    ctx.expect(
      course.user_rating?.id === stored!.id && course.user_rating?.rating === 4,
      `getSingleCourse: user_rating is ${JSON.stringify(course.user_rating ?? null)}, expected review ${stored!.id} with rating 4`,
    );
  });
  await journey.step('listAllCourseComments', 'lists the review', async (ctx) => {
    const { comments } = await ctx.ok<CourseAllCommentsResponse>('listAllCourseComments', {
      path: { id: courseId },
    });
    ctx.expect(
      comments.some((entry) => entry.id === stored!.id && entry.comment_text === comment),
      `listAllCourseComments: review ${stored!.id} is missing`,
    );
    const times = comments.map((entry) => Date.parse(entry.created_at));
    ctx.expect(
      times.every((time, index) => index === 0 || time <= times[index - 1]!),
      'listAllCourseComments: the comments are not newest first',
    );
  });
  await journey.step(
    'createCourseReview',
    "a second rating updates the learner's review",
    async (ctx) => {
      const countBefore = (
        await ctx.ok<CourseAllCommentsResponse>('listAllCourseComments', { path: { id: courseId } })
      ).comments.length;
      const answer = await ctx.ok<CourseReviewResponse>('createCourseReview', {
        token,
        body: { course_id: courseId, rating: 5 },
      });
      ctx.expect(
        answer.review.id === stored!.id && answer.review.rating === 5,
        `createCourseReview: the second rating answered review ${answer.review.id} rating ${answer.review.rating}, expected review ${stored!.id} rating 5`,
      );
      const after = (
        await ctx.ok<CourseAllCommentsResponse>('listAllCourseComments', { path: { id: courseId } })
      ).comments.length;
      ctx.expect(
        after === countBefore,
        `listAllCourseComments: ${after} comments after a second rating, ${countBefore} before (it must update, not add)`,
      );
    },
    { writes: true },
  );
}

async function registrationJourney(harness: Harness, state: RunState): Promise<void> {
  const journey = new Journey(harness, 'registration');
  const email = `contract-${state.stamp}@example.test`;
  const example = exampleBody('register');
  await journey.step(
    'register',
    'registers a new account',
    async (ctx) => {
      await ctx.ok('register', { body: { ...example, email } });
      ctx.leftover('register', `account ${email} (the API has no call that deletes an account)`);
    },
    { writes: true },
  );
  await journey.step('login', 'refuses to sign in before verification (403)', async (ctx) => {
    await ctx.call('login', {
      body: { email, password: example.password },
      expect: 403,
    });
  });
  await journey.step('verifyEmail', 'refuses malformed codes (422 under code)', async (ctx) => {
    // Three digits and letters break the spec's pattern: no server may accept them.
    for (const code of ['123', 'abcd']) {
      const exchange = await ctx.call('verifyEmail', { body: { email, code }, expect: 422 });
      const errors =
        (exchange.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
      if (exchange.status === 422)
        ctx.expect('code' in errors, `verifyEmail 422 for code "${code}": errors do not name code`);
    }
  });
  await journey.step(
    'verifyEmail',
    'refuses a wrong code without knowing the right one (of two, at most one passes)',
    async (ctx) => {
      // Two different well-formed codes cannot both be right: a server accepting both accepts
      // any code. The first answer decides; the account is verified after a 200, so the second
      // code is sent to a fresh account only when needed.
      const first = await ctx.call('verifyEmail', {
        body: { email, code: '0000' },
        expect: [422, 200],
      });
      if (first.status !== 200) return;
      const other = `contract-b-${state.stamp}@example.test`;
      await ctx.ok('register', { body: { ...example, email: other } });
      ctx.leftover('register', `account ${other} (the API has no call that deletes an account)`);
      const second = await ctx.call('verifyEmail', {
        body: { email: other, code: '1111' },
        expect: [422, 200],
      });
      ctx.expect(
        second.status === 422,
        'verifyEmail: accepted "0000" and then "1111", two guessed codes in a row; it accepts any code',
      );
    },
    { writes: true },
  );
  await journey.step(
    'resendVerificationCode',
    'sends a new code (or asks to wait: 429)',
    async (ctx) => {
      await ctx.ok('resendVerificationCode', { body: { email }, expect: [200, 429] });
    },
    { writes: true },
  );
  await journey.step(
    'forgotPassword',
    'sends a reset link',
    async (ctx) => {
      await ctx.ok('forgotPassword', { body: { email } });
    },
    { writes: true },
  );
  await journey.step(
    'resetPassword',
    'refuses an invalid reset token (422 under token)',
    async (ctx) => {
      const exchange = await ctx.call('resetPassword', {
        body: { ...exampleBody('resetPassword'), email, token: 'contract-harness-invalid-token' },
        expect: 422,
      });
      const errors =
        (exchange.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
      ctx.expect('token' in errors, `resetPassword 422 errors: does not name token`);
    },
  );
}

async function publicWritesJourney(harness: Harness, state: RunState): Promise<void> {
  const forms = new Journey(harness, 'forms');
  for (const operationId of ['bookCall', 'subscribeNewsletter', 'sendContactMessage']) {
    // Every example of the spec: bookCall's include the real client's call without an e-mail
    // address, which the server must accept (decision 13).
    for (const [name] of requestMedia(operationId)?.examples ?? []) {
      await forms.step(
        operationId,
        `accepts the spec's example "${name}" (201)`,
        async (ctx) => {
          await ctx.ok(operationId, { body: exampleBody(operationId, name) });
          ctx.leftover(operationId, `a form submission "${name}" (the API cannot delete it)`);
        },
        { writes: true },
      );
    }
  }
  const views = new Journey(harness, 'course-view');
  await views.step(
    'recordCourseView',
    'counts a view',
    async (ctx) => {
      const id = state.publicCourseIds[0];
      if (id === undefined) return ctx.skip('the public catalogue is empty');
      await ctx.ok('recordCourseView', { path: { id } });
      ctx.leftover('recordCourseView', `one view of course ${id} (views cannot be uncounted)`);
    },
    { writes: true },
  );
}

/** Last: it signs a second session out and must leave the harness's own tokens alone. */
async function sessionJourney(harness: Harness): Promise<void> {
  const journey = new Journey(harness, 'session');
  const learner = harness.account('learner');
  let second: string | undefined;
  await journey.step(
    'login',
    'signs in a second session',
    async (ctx) => {
      second = (
        await ctx.ok<LoginResponse>('login', {
          body: { email: learner.email, password: learner.password },
        })
      ).token;
    },
    { writes: true },
  );
  await journey.step(
    'logout',
    'signs it out',
    async (ctx) => {
      await ctx.ok('logout', { token: second });
    },
    { writes: true },
  );
  await journey.step('getProfile', 'the signed-out token answers 401', async (ctx) => {
    await ctx.call('getProfile', { token: second, expect: 401 });
  });
}

export async function runJourneys(harness: Harness, state: RunState): Promise<void> {
  await catalogueJourney(harness);
  for (const list of LEARNER_LISTS) await learnerListJourney(harness, state, list);
  await broadcastingJourney(harness);
  await notificationsJourney(harness);
  await instructorCourseJourney(harness, state);
  await settingsJourney(harness, state);
  await reviewJourney(harness, state);
  await registrationJourney(harness, state);
  await publicWritesJourney(harness, state);
  await sessionJourney(harness);
}
