// @vitest-environment node
// Course reviews (decision 17): one review per learner and course, stored and updated, read back
// on the course page (`user_rating`) and in the full comment list, and the course's averages
// follow.
import { describe, expect, it } from 'vitest';
import {
  createCourseReview,
  listAllCourseComments,
} from '../../src/generated/client/comments/comments';
import { getSingleCourse } from '../../src/generated/client/catalogue/catalogue';
import { listWishlist, addToWishlist } from '../../src/generated/client/wishlist/wishlist';
import { READY_ACCOUNTS } from '../db/seed';
import { failure, grantPurchase, signIn } from '../testing/api-helpers';
import { setupMockBackend, withToken } from '../testing/use-mock-backend';

const mock = setupMockBackend();

const approved = () => mock.db().state.courses.filter((course) => course.status === 'approved');
const learnerId = () => mock.db().userByEmail(READY_ACCOUNTS.learner.email)!.id;
/** An approved course the ready learner has not reviewed, bought (only buyers review). */
const unreviewed = () => {
  const course = approved().find(
    (entry) =>
      !mock
        .db()
        .state.comments.some(
          (comment) => comment.course_id === entry.id && comment.user_id === learnerId(),
        ),
  )!;
  grantPurchase(mock.db(), learnerId(), course.id);
  return course;
};

describe('course reviews', () => {
  it('stores a review, answers it with the success key, and updates it on a second rating', async () => {
    const token = withToken(await signIn('learner'));
    const course = unreviewed();
    const countBefore = (await listAllCourseComments(course.id)).comments.length;

    const first = await createCourseReview(
      { course_id: course.id, rating: 4, comment_text: 'Good pace.' },
      token,
    );
    expect(first).toMatchObject({
      message_key: 'validation.rating_success',
      review: {
        course_id: course.id,
        rating: 4,
        comment_text: 'Good pace.',
        user: { id: learnerId(), first_name: 'Lilit' },
      },
    });

    const all = await listAllCourseComments(course.id);
    expect(all.comments).toHaveLength(countBefore + 1);
    expect(all.comments[0]).toMatchObject({ id: first.review.id, rating: 4 });

    // The same learner again: the review changes, no second one appears; a rating alone keeps
    // the comment.
    const second = await createCourseReview({ course_id: course.id, rating: 2 }, token);
    expect(second.review).toMatchObject({
      id: first.review.id,
      rating: 2,
      comment_text: 'Good pace.',
    });
    expect((await listAllCourseComments(course.id)).comments).toHaveLength(countBefore + 1);
  });

  it('answers user_rating to a learner only, and the averages follow the reviews', async () => {
    const learner = withToken(await signIn('learner'));
    const instructor = withToken(await signIn('instructor'));
    const course = unreviewed();
    const page = await getSingleCourse(course.id, learner);
    expect(page.user_rating).toBeNull();
    expect(await getSingleCourse(course.id)).not.toHaveProperty('user_rating');
    expect(await getSingleCourse(course.id, instructor)).not.toHaveProperty('user_rating');

    const ratings = mock
      .db()
      .state.comments.filter((comment) => comment.course_id === course.id)
      .map((comment) => comment.rating);
    const { review } = await createCourseReview({ course_id: course.id, rating: 1 }, learner);
    const after = await getSingleCourse(course.id, learner);
    expect(after.user_rating).toEqual(review);
    const expected = [...ratings, 1];
    expect(after.average_rating).toBe(
      Math.round((expected.reduce((sum, value) => sum + value, 0) / expected.length) * 10) / 10,
    );
    expect(after.comments.map((comment) => comment.id)).toContain(review.id);

    // The learner's lists show the count and average of comments too.
    await addToWishlist(course.id, learner);
    const entry = (await listWishlist(undefined, learner)).data.find(
      (item) => item.course_id === course.id,
    )!;
    expect(entry.course.comments_count).toBe(expected.length);
    expect(entry.course.comments_avg_rating).toBe(after.average_rating);
  });

  const cases: [string, (id: number) => Record<string, unknown>, string, string][] = [
    ['no course', () => ({ rating: 5 }), 'course_id', 'validation.course_id_required'],
    [
      'an unknown course',
      () => ({ course_id: 99999, rating: 5 }),
      'course_id',
      'validation.course_id_not_exist',
    ],
    [
      'no rating on a first review',
      (id) => ({ course_id: id }),
      'rating',
      'validation.rating_required',
    ],
    ['4.5 stars', (id) => ({ course_id: id, rating: 4.5 }), 'rating', 'validation.rating_integer'],
    [
      '"five" stars',
      (id) => ({ course_id: id, rating: 'five' }),
      'rating',
      'validation.rating_integer',
    ],
    ['0 stars', (id) => ({ course_id: id, rating: 0 }), 'rating', 'validation.rating_min'],
    ['6 stars', (id) => ({ course_id: id, rating: 6 }), 'rating', 'validation.rating_max'],
    [
      'a number as comment',
      (id) => ({ course_id: id, rating: 5, comment_text: 12 }),
      'comment_text',
      'validation.comment_text_string',
    ],
    [
      'a comment past 1000 characters',
      (id) => ({ course_id: id, rating: 5, comment_text: 'x'.repeat(1001) }),
      'comment_text',
      'validation.comment_text_string',
    ],
  ];
  it.each(cases)('answers 422 for %s with the review keys', async (_name, build, field, key) => {
    const token = withToken(await signIn('learner'));
    const course = unreviewed();
    const answer = await failure(createCourseReview(build(course.id) as never, token));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { [field]: [key] } });
    expect(unreviewed().id, 'nothing stored').toBe(course.id);
  });

  it('refuses a visitor (401), an instructor (403) and a course that is not public (422)', async () => {
    const course = unreviewed();
    expect((await failure(createCourseReview({ course_id: course.id, rating: 5 }))).status).toBe(
      401,
    );
    const instructor = withToken(await signIn('instructor'));
    expect(
      (await failure(createCourseReview({ course_id: course.id, rating: 5 }, instructor))).status,
    ).toBe(403);
    const hidden = mock.db().state.courses.find((entry) => entry.status !== 'approved')!;
    const learner = withToken(await signIn('learner'));
    expect(
      await failure(createCourseReview({ course_id: hidden.id, rating: 5 }, learner)),
    ).toMatchObject({
      status: 422,
      body: { errors: { course_id: ['validation.course_id_not_exist'] } },
    });
    expect((await failure(listAllCourseComments(hidden.id))).status).toBe(404);
    expect((await failure(listAllCourseComments(99999))).status).toBe(404);
  });

  it('refuses a learner who has not bought the course (403 with its key), after the fields', async () => {
    const token = withToken(await signIn('learner'));
    const notBought = approved().find(
      (course) =>
        !mock
          .db()
          .state.purchases.some(
            (entry) => entry.course_id === course.id && entry.user_id === learnerId(),
          ),
    )!;
    const before = mock.db().state.comments.length;
    expect(
      await failure(createCourseReview({ course_id: notBought.id, rating: 5 }, token)),
    ).toEqual({ status: 403, body: { message_key: 'validation.course_not_purchased' } });
    // Invalid fields are named first, as Laravel's form request answers before the controller.
    expect(
      (await failure(createCourseReview({ course_id: notBought.id, rating: 9 }, token))).status,
    ).toBe(422);
    expect(mock.db().state.comments).toHaveLength(before);
    // Once bought, the same review goes through.
    grantPurchase(mock.db(), learnerId(), notBought.id);
    expect(
      (await createCourseReview({ course_id: notBought.id, rating: 5 }, token)).message_key,
    ).toBe('validation.rating_success');
  });

  it('lists every comment of a course, newest first, for visitors', async () => {
    const course = approved().find(
      (entry) => mock.db().state.comments.filter((c) => c.course_id === entry.id).length > 1,
    )!;
    const { comments } = await listAllCourseComments(course.id);
    expect(comments).toHaveLength(
      mock.db().state.comments.filter((comment) => comment.course_id === course.id).length,
    );
    const times = comments.map((comment) => comment.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});
