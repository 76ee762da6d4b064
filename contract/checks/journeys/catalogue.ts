// The catalogue's paging and search, as the courses page asks for them.
import type { CourseCardPage } from '../../../src/generated/model';
import type { Harness } from '../../harness';
import { Journey } from '../journey';
import { checkPage } from './paging';

export async function catalogueJourney(harness: Harness): Promise<void> {
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
