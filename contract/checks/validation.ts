// Invalid requests: for every operation that documents 422, one request per rule its request
// schema states (and per rule of its query parameters), each breaking exactly that rule of an
// otherwise valid example. The answer must be 422, conform to the 422 schema, name the field in
// `errors` (registration: the flat map) and use only message keys the app translates (checked
// on every answer by the HTTP layer).
import type { CheckContext, Harness } from '../harness';
import { exampleBody, invalidBodies, invalidQueries } from '../request-data';
import {
  documentedStatuses,
  hasFlatErrorMap,
  listOperations,
  requestMedia,
  rolesOf,
} from '../spec';
import { existingPathParams, type RunState } from './run-state';

const GROUP = 'validation';

/** The field-to-keys map of a 422 body (`errors`, or the body itself for a flat map). */
function fieldErrors(operationId: string, body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object') return {};
  if (hasFlatErrorMap(operationId, 422)) return body as Record<string, unknown>;
  const errors = (body as { errors?: unknown }).errors;
  return errors && typeof errors === 'object' ? (errors as Record<string, unknown>) : {};
}

async function expectFieldError(
  ctx: CheckContext,
  operationId: string,
  field: string,
  acceptedKeys: string[],
  request: Parameters<CheckContext['call']>[1],
) {
  const exchange = await ctx.call(operationId, { ...request, expect: 422 });
  if (exchange.status !== 422) return;
  const errors = fieldErrors(operationId, exchange.body);
  const named = Object.keys(errors).some((key) =>
    acceptedKeys.some((accepted) => key === accepted || key.startsWith(`${accepted}.`)),
  );
  ctx.expect(
    named,
    `${operationId} 422 errors: does not name ${field} (it names ${Object.keys(errors).join(', ') || 'nothing'})`,
  );
}

/** Rules that need the server's own data: a taken e-mail, a wrong current password. */
async function runDataRules(harness: Harness): Promise<void> {
  const learner = harness.account('learner');
  await harness.check(GROUP, 'register', '422 for email: already taken', (ctx) =>
    expectFieldError(ctx, 'register', 'email', ['email'], {
      body: { ...exampleBody('register'), email: learner.email },
    }),
  );
  await harness.check(GROUP, 'changePassword', '422 for old_password: incorrect', (ctx) =>
    expectFieldError(ctx, 'changePassword', 'old_password', ['old_password'], {
      token: learner.token,
      body: {
        ...exampleBody('changePassword'),
        old_password: `${learner.password}-wrong`,
      },
    }),
  );
}

export async function runValidationChecks(harness: Harness, state: RunState): Promise<void> {
  for (const { operationId, parameters } of listOperations()) {
    if (!documentedStatuses(operationId).includes(422)) continue;
    const role = rolesOf(operationId)[0];
    const path = existingPathParams(operationId, state);

    if (requestMedia(operationId)) {
      for (const variant of invalidBodies(operationId)) {
        await harness.check(
          GROUP,
          operationId,
          `422 for ${variant.field}: ${variant.rule}`,
          async (ctx) => {
            if (path === null) return ctx.skip('no record on the server to address');
            const body = exampleBody(operationId);
            variant.apply(body);
            await expectFieldError(ctx, operationId, variant.field, variant.reportedUnder, {
              token: role ? ctx.account(role).token : null,
              path,
              body,
            });
          },
        );
      }
    }

    if (parameters.some((p) => p.in === 'query')) {
      for (const variant of invalidQueries(operationId)) {
        await harness.check(
          GROUP,
          operationId,
          `422 for query ${variant.field}: ${variant.rule}`,
          async (ctx) => {
            if (path === null) return ctx.skip('no record on the server to address');
            await expectFieldError(ctx, operationId, variant.field, [variant.field], {
              token: role ? ctx.account(role).token : null,
              path,
              query: variant.query,
            });
          },
        );
      }
    }
  }
  await runDataRules(harness);
}
