// Refused requests: every protected operation without a token and with a malformed one answers
// 401; operations for one role refuse the other role's token; unknown ids answer 404; wrong
// credentials answer 401. Each request is otherwise valid (real ids, the spec's example body),
// so the only reason to refuse it is the one under test. None of them changes data on a server
// that honours the contract.
import type { CheckContext, Harness } from '../harness';
import { exampleBody } from '../request-data';
import {
  documentedStatuses,
  isProtected,
  listOperations,
  operation,
  requestMedia,
  rolesOf,
  type Role,
} from '../spec';
import { exampleParam, existingPathParams, unknownIdFor, type RunState } from './run-state';

const MALFORMED_TOKEN = 'Bearer contract-harness-not-a-token';

function pathOrExample(operationId: string, state: RunState): Record<string, unknown> {
  const existing = existingPathParams(operationId, state);
  if (existing) return existing;
  // Authentication comes before the record is looked up, so the spec's example id is enough.
  const names = operation(operationId)
    .parameters.filter((p) => p.in === 'path')
    .map((p) => p.name as string);
  return Object.fromEntries(names.map((name) => [name, exampleParam(operationId, name)]));
}

const bodyOf = (operationId: string) =>
  requestMedia(operationId) ? exampleBody(operationId) : undefined;

async function refused(
  ctx: CheckContext,
  operationId: string,
  state: RunState,
  status: number,
  auth: { token?: string | null; authorization?: string },
) {
  await ctx.call(operationId, {
    ...auth,
    path: pathOrExample(operationId, state),
    body: bodyOf(operationId),
    expect: status,
  });
}

export async function runRefusalChecks(harness: Harness, state: RunState): Promise<void> {
  const group = 'refusals';
  for (const { operationId, op } of listOperations()) {
    if (!isProtected(op)) continue;
    await harness.check(group, operationId, '401 without a token', (ctx) =>
      refused(ctx, operationId, state, 401, { token: null }),
    );
    await harness.check(group, operationId, '401 with a malformed token', (ctx) =>
      refused(ctx, operationId, state, 401, { authorization: MALFORMED_TOKEN }),
    );
    const roles = rolesOf(operationId);
    if (roles.length === 1) {
      const other: Role = roles[0] === 'learner' ? 'instructor' : 'learner';
      const status = documentedStatuses(operationId).includes(403) ? 403 : 401;
      await harness.check(group, operationId, `${status} for the ${other}'s token`, (ctx) =>
        refused(ctx, operationId, state, status, { token: ctx.account(other).token }),
      );
    }
  }

  await harness.check(group, 'login', '401 for a wrong password', async (ctx) => {
    const learner = ctx.account('learner');
    await ctx.call('login', {
      body: { email: learner.email, password: `${learner.password}-wrong` },
      expect: 401,
    });
  });
}

export async function runNotFoundChecks(harness: Harness): Promise<void> {
  for (const { operationId, parameters } of listOperations()) {
    const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name as string);
    if (pathNames.length === 0 || !documentedStatuses(operationId).includes(404)) continue;
    await harness.check('not-found', operationId, '404 for an unknown id', async (ctx) => {
      const role = rolesOf(operationId)[0];
      await ctx.call(operationId, {
        token: role ? ctx.account(role).token : null,
        path: Object.fromEntries(pathNames.map((name) => [name, unknownIdFor(operationId, name)])),
        body: bodyOf(operationId),
        expect: 404,
      });
    });
  }
}
