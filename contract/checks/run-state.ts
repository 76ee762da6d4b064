// What the read checks learn about the server under test (ids of records that exist there),
// so that later checks address real records instead of the spec's example ids.
import type { LeftoverKind } from '../harness';
import type { RealtimeSession } from '../realtime';
import { operation, type JsonObject } from '../spec';

/** Records of one kind a test account holds: id to how the report names it. */
export type Holdings = Map<number, string>;

export interface RunState {
  publicCourseIds: number[];
  blogId?: number;
  /** A course of the instructor test account. */
  instructorCourseId?: number;
  courseDetailIds: number[];
  /** A payment of the learner test account (from its payment history). */
  paymentId?: number;
  /** A saved card of the learner test account. */
  savedCardId?: number;
  /** Courses the learner test account has bought (its video and progress are theirs). */
  purchasedCourseIds: number[];
  /** A run-unique stamp for names and e-mail addresses the harness creates. */
  stamp: string;
  /** The realtime sockets, open from the realtime journey until its events are checked. */
  realtime?: RealtimeSession;
  /** The review this run stored (its broadcast is awaited): when, on which course. */
  review?: { id: number; courseId: number; at: number };
  /** A sale of the instructor test account's course in this run (its notification is awaited). */
  sale?: { courseId: number; at: number };
  /** What the test accounts held before the journeys, by kind (read back after them). */
  holdingsBefore: Map<LeftoverKind, Holdings>;
}

export const createRunState = (): RunState => ({
  publicCourseIds: [],
  courseDetailIds: [],
  purchasedCourseIds: [],
  holdingsBefore: new Map(),
  stamp: `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`,
});

/** An id no server has: integers far beyond any seed, a nil-like UUID for UUID ids. */
export function unknownIdFor(operationId: string, name: string): string | number {
  const parameter = operation(operationId).parameters.find((p) => p.name === name);
  const schema = (parameter?.schema ?? {}) as JsonObject;
  return schema.format === 'uuid' ? '00000000-0000-4000-8000-000000000000' : 999_999_999;
}

/** The spec's example value of a path parameter (used only when the server gave no real id). */
export function exampleParam(operationId: string, name: string): unknown {
  return operation(operationId).parameters.find((p) => p.name === name)?.example;
}

/**
 * Path parameters that address an existing record of the right kind for `operationId`:
 * instructor-course operations get the instructor's course, payments the learner's payment or
 * saved card, video and progress a course the learner bought, the rest a public course.
 * Returns null when the server gave the harness no such record.
 */
export function existingPathParams(
  operationId: string,
  state: RunState,
): Record<string, unknown> | null {
  const names = operation(operationId)
    .parameters.filter((p) => p.in === 'path')
    .map((p) => p.name as string);
  if (names.length === 0) return {};
  const { tags } = operation(operationId);
  const params: Record<string, unknown> = {};
  for (const name of names) {
    let value: unknown;
    if (name === 'paymentId') value = state.paymentId;
    else if (name === 'cardId') value = state.savedCardId;
    // The learner's own video and progress are those of a course they bought.
    else if (tags.includes('purchases') || tags.includes('video'))
      value = state.purchasedCourseIds[0];
    else if (tags.includes('instructor-courses')) value = state.instructorCourseId;
    else if (tags.includes('blog')) value = state.blogId;
    else if (tags.includes('notifications')) value = exampleParam(operationId, name);
    else value = state.publicCourseIds[0];
    if (value === undefined) return null;
    params[name] = value;
  }
  return params;
}
