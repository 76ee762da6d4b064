// The public forms: book a call, the newsletter, the contact message.
import type { Harness } from '../../harness';
import { exampleBody } from '../../request-data';
import { requestMedia } from '../../spec';
import { Journey } from '../journey';
import { catalogueIds } from '../lookups';

export async function publicWritesJourney(harness: Harness): Promise<void> {
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
      const id = (await catalogueIds(ctx))[0];
      if (id === undefined) return ctx.skip('the public catalogue is empty');
      await ctx.ok('recordCourseView', { path: { id } });
      ctx.leftover('recordCourseView', `one view of course ${id} (views cannot be uncounted)`);
    },
    { writes: true },
  );
}
