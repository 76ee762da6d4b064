// The generated faker MSW mocks answer what the generated zod schemas accept: every success
// mock, called many times under fixed seeds.
import { faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { deref, listOperations, mockExports, upperFirst, zodSchemas, type Json } from './spec';

type JsonObject = { [key: string]: Json };

const RUNS = 60;

/** The success status and whether it has a JSON body, per operation. */
const successes = listOperations().map(({ operationId, op }) => {
  const [status, response] = Object.entries(op.responses as JsonObject).find(([code]) =>
    code.startsWith('2'),
  )!;
  const content = (deref<JsonObject>(response).content as JsonObject | undefined) ?? {};
  return { operationId, status, json: 'application/json' in content };
});

describe('generated faker mocks parse with the generated zod schemas', () => {
  it('has a response mock for every operation', () => {
    const missing = successes
      .map(({ operationId }) => `get${upperFirst(operationId)}ResponseMock`)
      .filter((name) => typeof mockExports[name] !== 'function');
    expect(missing).toEqual([]);
  });

  it.each(successes.filter((s) => s.json).map((s) => [`${s.operationId} ${s.status}`, s] as const))(
    '%s',
    (_label, { operationId, status }) => {
      const mock = mockExports[`get${upperFirst(operationId)}ResponseMock`] as () => unknown;
      const schema = zodSchemas[`${operationId}${status}Response`];
      expect(schema, `zod schema ${operationId}${status}Response`).toBeDefined();
      for (let seed = 1; seed <= RUNS; seed++) {
        faker.seed(seed);
        const value = mock();
        const result = schema!.safeParse(value);
        expect(result.success, `seed ${seed}: ${JSON.stringify(result.error, null, 2)}`).toBe(true);
      }
    },
  );

  it('answers the video as binary, not JSON', () => {
    const video = successes.find((s) => s.operationId === 'streamCourseVideo')!;
    expect(video.json).toBe(false);
    expect((mockExports.getStreamCourseVideoResponseMock as () => unknown)()).toBeInstanceOf(Blob);
  });
});
