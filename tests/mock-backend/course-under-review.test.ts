// @vitest-environment node
// A change under review does not unpublish (docs/decisions.md), over real HTTP on the standalone
// mock server: the ready instructor changes course 17, which the ready learner owns. While the
// change is reviewed the learner, a visitor and the catalogue keep the published version (page,
// video, quiz, reviews) and the instructor sees the change; an approval publishes it, a decline
// leaves the published version up and the change with the reviewer's notes. Every answer is
// checked against the spec's schema.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../src/generated/client/auth/auth';
import {
  getSingleCourse,
  listPublicCourses,
  listTopViewedCourses,
} from '../../src/generated/client/catalogue/catalogue';
import {
  createCourseReview,
  listAllCourseComments,
} from '../../src/generated/client/comments/comments';
import {
  createCourse,
  getInstructorCourse,
  listCourseDetailsCatalogue,
  listInstructorCourses,
  updateCourse,
} from '../../src/generated/client/instructor-courses/instructor-courses';
import { listPurchasedCourses } from '../../src/generated/client/purchases/purchases';
import { getCourseQuiz } from '../../src/generated/client/quizzes/quizzes';
import { getCourseVideoUrl } from '../../src/generated/client/video/video';
import type { InstructorCourse } from '../../src/generated/model';
import { httpClient } from '../../src/lib/http/http-client';
import {
  toCreateForm,
  toUpdateForm,
  valuesFromCourse,
} from '../../src/features/instructor-courses/course-form/course-form-request';
import { emptyQuestion } from '../../src/machines/course-form/quiz-values';
import { READY_ACCOUNTS } from '../../mocks/db/seed';
import { SEEDED_LEARNING } from '../../mocks/db/seed-learning';
import { responseSchema } from '../../mocks/lib/schemas';
import { startMockServer, type RunningMockServer } from '../../mocks/server/mock-server';
import { failure } from '../../mocks/testing/api-helpers';

const COURSE = SEEDED_LEARNING.halfWatchedCourseId;

let running: RunningMockServer;
let previousBaseUrl: string | undefined;
let instructor: { headers: { Authorization: string } };
let learner: { headers: { Authorization: string } };

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** Parses an answer with the generated schema of that operation and status. */
function valid<T>(operationId: string, body: T, status = 200): T {
  const schema = responseSchema(operationId, status);
  expect(schema, `${operationId} ${status} schema`).toBeDefined();
  schema!.parse(body);
  return body;
}

async function dev<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${running.url}${path}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, `${method} ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** Saves a change to course 17 as the change form does: a new title and one more question. */
async function saveChange(title: string): Promise<InstructorCourse> {
  const stored = valid('getInstructorCourse', await getInstructorCourse(COURSE, instructor));
  const catalogue = await listCourseDetailsCatalogue(instructor);
  const values = valuesFromCourse(stored, catalogue);
  const question = emptyQuestion();
  const [first, second] = question.options;
  const added = {
    ...question,
    question_text: `What did ${title} add?`,
    options: [
      { ...first!, option_text: 'A question', is_correct: true },
      { ...second!, option_text: 'Nothing', is_correct: false },
    ],
  };
  const saved = valid(
    'updateCourse',
    await updateCourse(
      COURSE,
      toUpdateForm({ ...values, title_en: title, questions: [...values.questions, added] }),
      instructor,
    ),
  );
  expect(saved.message_key).toBe('auth.courses.course_updated');
  return saved.course;
}

/** What a buyer, a visitor and the catalogue are shown of course 17. */
async function publicView() {
  const page = valid('getSingleCourse', await getSingleCourse(COURSE, learner));
  const visitor = valid('getSingleCourse', await getSingleCourse(COURSE));
  const video = valid('getCourseVideoUrl', await getCourseVideoUrl(COURSE, learner));
  const played = await fetch(video.url);
  const quiz = valid('getCourseQuiz', await getCourseQuiz(COURSE, learner));
  const reviews = valid('listAllCourseComments', await listAllCourseComments(COURSE));
  const listed = valid(
    'listPublicCourses',
    await listPublicCourses({ search: page.title_en.slice(0, 20) }),
  );
  const owned = valid('listPurchasedCourses', await listPurchasedCourses(learner));
  const topViewed = valid('listTopViewedCourses', await listTopViewedCourses());
  return {
    title: page.title_en,
    visitorTitle: visitor.title_en,
    videoStatus: played.status,
    questions: quiz.questions.map((question) => question.question_text),
    reviews: reviews.comments.length,
    catalogueTitle: listed.data.find((course) => course.id === COURSE)?.title_en,
    myLearningTitle: owned.courses.find((course) => course.id === COURSE)?.title_en,
    topViewedIds: topViewed.map((course) => course.id),
  };
}

/** Course 17 in the instructor's own list. */
async function ownListEntry(): Promise<InstructorCourse | undefined> {
  for (let page = 1; ; page += 1) {
    const answer = valid(
      'listInstructorCourses',
      await listInstructorCourses({ page }, instructor),
    );
    const found = answer.data.find((course) => course.id === COURSE);
    if (found || page >= answer.last_page) return found;
  }
}

beforeAll(async () => {
  running = await startMockServer({ port: 0 });
  previousBaseUrl = httpClient.defaults.baseURL;
  httpClient.defaults.baseURL = running.url;
});

beforeEach(async () => {
  await dev('POST', '/__dev/reset');
  instructor = auth((await login(READY_ACCOUNTS.instructor)).token);
  learner = auth((await login(READY_ACCOUNTS.learner)).token);
});

afterAll(async () => {
  httpClient.defaults.baseURL = previousBaseUrl;
  await running.close();
});

describe('a change to a published course, over HTTP', () => {
  it('keeps the published version for buyers, visitors and the catalogue until approved', async () => {
    // The buyer's review, which the course page lists whichever version is published.
    valid(
      'createCourseReview',
      await createCourseReview({ course_id: COURSE, rating: 5, comment_text: 'Clear.' }, learner),
    );
    const before = await publicView();
    expect(before.videoStatus).toBe(200);
    expect(before.catalogueTitle).toBe(before.title);
    expect(before.myLearningTitle).toBe(before.title);
    expect(before.reviews).toBeGreaterThan(0);
    expect(before.topViewedIds.length).toBeGreaterThan(0);

    const saved = await saveChange('TypeScript in Practice, revised');
    expect(saved).toMatchObject({
      status: 'in_review',
      published: true,
      title_en: 'TypeScript in Practice, revised',
    });

    // The learner who bought it, a visitor and the catalogue: the published version, all of it.
    expect(await publicView()).toEqual(before);

    // The instructor's own screens: the change and its status.
    expect(await ownListEntry()).toMatchObject({
      status: 'in_review',
      published: true,
      title_en: 'TypeScript in Practice, revised',
    });
    const own = valid('getInstructorCourse', await getInstructorCourse(COURSE, instructor));
    expect(own.questions?.at(-1)?.question_text).toBe(
      'What did TypeScript in Practice, revised add?',
    );
    const inReview = await dev<{
      courses: { id: number; published: boolean; title: { en: string } }[];
    }>('GET', '/__dev/courses?status=in_review');
    expect(inReview.courses.find((course) => course.id === COURSE)).toMatchObject({
      published: true,
      title: { en: 'TypeScript in Practice, revised' },
    });

    // Approval replaces the published version.
    await dev('POST', `/__dev/courses/${COURSE}/review`, { status: 'approved' });
    const after = await publicView();
    expect(after).toMatchObject({
      title: 'TypeScript in Practice, revised',
      visitorTitle: 'TypeScript in Practice, revised',
      videoStatus: 200,
      questions: [...before.questions, 'What did TypeScript in Practice, revised add?'],
      reviews: before.reviews,
      catalogueTitle: 'TypeScript in Practice, revised',
      myLearningTitle: 'TypeScript in Practice, revised',
    });
    expect(await ownListEntry()).toMatchObject({ status: 'approved', published: true });
  });

  it('leaves the published version up after a decline, and tells the instructor why', async () => {
    const before = await publicView();
    await saveChange('A change the reviewer refuses');
    const declined = await dev<{ notification: { message: string } }>(
      'POST',
      `/__dev/courses/${COURSE}/review`,
      {
        status: 'declined',
        rejected_fields: [
          { field_name: 'title', error_message_en: 'Keep the subject in the title.' },
        ],
      },
    );
    expect(declined.notification.message).toContain('the published version stays up');

    expect(await publicView()).toEqual(before);
    const own = valid('getInstructorCourse', await getInstructorCourse(COURSE, instructor));
    expect(own).toMatchObject({
      status: 'declined',
      published: true,
      title_en: 'A change the reviewer refuses',
      rejected_fields: [
        { field_name: 'title', error_message_en: 'Keep the subject in the title.' },
      ],
    });

    // Fixed and sent again: still the published version until the approval.
    await saveChange('TypeScript in Practice, fixed');
    expect(await publicView()).toEqual(before);
    await dev('POST', `/__dev/courses/${COURSE}/review`, { status: 'approved' });
    expect((await publicView()).title).toBe('TypeScript in Practice, fixed');
  });

  it('keeps a course never approved to its instructor', async () => {
    const stored = valid('getInstructorCourse', await getInstructorCourse(COURSE, instructor));
    const values = valuesFromCourse(stored, await listCourseDetailsCatalogue(instructor));
    const video = new File([new Uint8Array(64)], 'new.webm', { type: 'video/webm' });
    const created = valid(
      'createCourse',
      await createCourse(
        toCreateForm({ ...values, title_en: 'A brand new course', video }),
        instructor,
      ),
    );
    expect(created.course).toMatchObject({ status: 'in_review', published: false });
    expect((await failure(getSingleCourse(created.course.id, learner))).status).toBe(404);
    const listed = await listPublicCourses({ search: 'A brand new course' });
    expect(listed.data.map((course) => course.id)).not.toContain(created.course.id);
    expect((await ownListEntry())?.published).toBe(true);
  });
});
