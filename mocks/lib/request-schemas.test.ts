// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generatedZodSchemas } from './api-schemas';
import { requestBodySchemas, strictQuerySchemas } from './request-schemas';
import { responseSchema } from './schemas';

/** The generated schemas whose export name ends with `suffix`, by operationId. */
const generated = (suffix: string) =>
  [...generatedZodSchemas]
    .filter(([name]) => name.endsWith(suffix))
    .map(([name, schema]) => [name.slice(0, -suffix.length), schema] as const);

// The browser's mock checks requests with this hand-made list (a namespace import would carry the
// answer schemas too), so it must not miss what `npm run generate` adds.
describe('the request schemas every runtime of the mock checks', () => {
  it('are every generated request body schema, the generated objects themselves', () => {
    const bodies = generated('Body');
    expect([...requestBodySchemas.keys()].toSorted()).toEqual(bodies.map(([id]) => id).toSorted());
    for (const [id, schema] of bodies) expect(requestBodySchemas.get(id)).toBe(schema);
  });

  it('are the query schemas of the operations that answer a bad query with 422, and no other', () => {
    const strict = generated('QueryParams').filter(([id]) => responseSchema(id, 422));
    expect(strict.length).toBeGreaterThan(0);
    expect([...strictQuerySchemas.keys()].toSorted()).toEqual(strict.map(([id]) => id).toSorted());
    for (const [id, schema] of strict) expect(strictQuerySchemas.get(id)).toBe(schema);
  });
});
