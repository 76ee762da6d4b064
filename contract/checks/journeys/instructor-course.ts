// An instructor's course from creation to update, and its comments page.
import type {
  CourseDetailCatalogueItem,
  CourseSavedResponse,
  InstructorCourse,
  InstructorCoursePage,
} from '../../../src/generated/model';
import type { CheckContext, Harness } from '../../harness';
import { exampleBody } from '../../request-data';
import { Journey } from '../journey';
import { idsOf } from '../lookups';
import type { RunState } from '../run-state';

export async function instructorCourseJourney(harness: Harness, state: RunState): Promise<void> {
  const journey = new Journey(harness, 'instructor-course');
  const token = harness.account('instructor').token;
  const title = `Contract harness course ${state.stamp}`;
  let created: InstructorCourse | undefined;

  /** The spec's example with this run's title, and detail ids that exist on the server. */
  const withRealDetails = async (ctx: CheckContext, body: Record<string, unknown>) => {
    const catalogue = await ctx.lookup<CourseDetailCatalogueItem[]>('listCourseDetailsCatalogue', {
      token,
    });
    const known = idsOf(catalogue);
    const rows = body.details_by_instructor as { course_details_data_id: number }[] | undefined;
    if (rows && known.length > 0)
      rows.forEach((row, index) => {
        if (!known.includes(row.course_details_data_id))
          row.course_details_data_id = known[index % known.length]!;
      });
    return body;
  };

  await journey.step(
    'createCourse',
    'creates a course',
    async (ctx) => {
      const body = await withRealDetails(ctx, { ...exampleBody('createCourse'), title_en: title });
      const answer = await ctx.ok<CourseSavedResponse>('createCourse', { token, body });
      created = answer.course;
      ctx.leftover(
        'createCourse',
        `course ${created.id} "${title}" (the API has no call that deletes a course)`,
        'course',
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
      const body = await withRealDetails(ctx, {
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
