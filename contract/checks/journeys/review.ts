import type {
  CourseAllCommentsResponse,
  CourseReviewResponse,
  SingleCourse,
} from '../../../src/generated/model';
import type { Harness } from '../../harness';
import { Journey } from '../journey';
import type { RunState } from '../run-state';
import { catalogueIds, ownedCourses } from '../lookups';

/**
 * A learner's review of a course they bought: stored, read back, updated in place (decision 17);
 * a course they did not buy is refused.
 */
export async function reviewJourney(harness: Harness, state: RunState): Promise<void> {
  const journey = new Journey(harness, 'course-review');
  const token = harness.account('learner').token;
  const learnerId = harness.account('learner').userId;
  // Only buyers review; a bought course is an approved one.
  let courseId: number | undefined;
  let notBought: number | undefined;
  let before: SingleCourse | undefined;
  let stored: CourseReviewResponse['review'] | undefined;
  const comment = `Contract harness review ${state.stamp}`;

  await journey.step('getSingleCourse', "answers user_rating to a learner's token", async (ctx) => {
    const owned = await ownedCourses(ctx);
    if (!owned) return ctx.skip("the learner's bought courses could not be read");
    courseId = [...owned][0];
    notBought = (await catalogueIds(ctx)).find((id) => !owned.has(id));
    if (courseId === undefined) return ctx.skip('the learner test account has bought no course');
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
      const sentAt = Date.now();
      const answer = await ctx.ok<CourseReviewResponse>('createCourseReview', {
        token,
        body: { course_id: courseId, rating: 4, comment_text: comment },
      });
      stored = answer.review;
      // Its broadcast on the course's public channel is awaited by the realtime journey.
      state.review = { id: stored.id, courseId: courseId!, at: sentAt };
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
      const count = async () =>
        (
          await ctx.lookup<CourseAllCommentsResponse>('listAllCourseComments', {
            path: { id: courseId },
          })
        )?.comments?.length;
      const countBefore = await count();
      const answer = await ctx.ok<CourseReviewResponse>('createCourseReview', {
        token,
        body: { course_id: courseId, rating: 5 },
      });
      ctx.expect(
        answer.review.id === stored!.id && answer.review.rating === 5,
        `createCourseReview: the second rating answered review ${answer.review.id} rating ${answer.review.rating}, expected review ${stored!.id} rating 5`,
      );
      const after = await count();
      ctx.expect(
        after === countBefore,
        `listAllCourseComments: ${after} comments after a second rating, ${countBefore} before (it must update, not add)`,
      );
    },
    { writes: true },
  );
  await harness.check(
    'journey:course-review',
    'createCourseReview',
    'refuses a course the learner has not bought (403)',
    async (ctx) => {
      if (notBought === undefined) return ctx.skip('the learner has bought every listed course');
      // A server that breaks the rule would store the review: only with --allow-writes.
      ctx.requireWrites();
      await ctx.call('createCourseReview', {
        token,
        body: { course_id: notBought, rating: 5 },
        expect: 403,
      });
    },
  );
}
