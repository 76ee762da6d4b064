// A course's two versions while a change to it is reviewed: the published one (the record's own
// content, what visitors, buyers and the catalogue see) and the instructor's latest (the change,
// in `pending_change`, until review approves it). A course never approved has only the latest,
// which nobody but its instructor sees.
import type { Db } from './db';
import { COURSE_CONTENT_KEYS, type CourseContent, type CourseRecord } from './types';

/** Whether visitors and buyers see the course: it was approved once, whatever its change's review. */
export const isPublished = (course: CourseRecord): boolean =>
  course.status === 'approved' || Boolean(course.pending_change);

/** The published course of that id, as visitors and buyers see it; undefined when there is none. */
export const publishedCourse = (db: Db, id: number): CourseRecord | undefined =>
  db.state.courses.find((course) => course.id === id && isPublished(course));

/** A deep copy of the content of `course` (every content key it has, none it lacks). */
function contentOf(course: CourseContent): CourseContent {
  const content: Partial<Record<keyof CourseContent, unknown>> = {};
  for (const key of COURSE_CONTENT_KEYS)
    if (course[key] !== undefined) content[key] = structuredClone(course[key]);
  return content as CourseContent;
}

/** `course` with `content` in place of its own (content keys `content` lacks are absent). */
function withContent(course: CourseRecord, content: CourseContent): CourseRecord {
  const copy: Partial<CourseRecord> = { ...course };
  for (const key of COURSE_CONTENT_KEYS) delete copy[key];
  return { ...copy, ...contentOf(content) } as CourseRecord;
}

/** Replaces the content of `course` in place with `content`. */
function replaceContent(course: CourseRecord, content: CourseContent): void {
  const next = withContent(course, content);
  for (const key of COURSE_CONTENT_KEYS) delete (course as Partial<CourseRecord>)[key];
  Object.assign(course, next);
}

/** The course as its instructor last wrote it: the change under review or declined, if any. */
export const latestVersion = (course: CourseRecord): CourseRecord =>
  course.pending_change ? withContent(course, course.pending_change) : course;

/** A copy of the latest version for the change form to write into (see `saveChange`). */
export const draftOf = (course: CourseRecord): CourseRecord =>
  withContent(course, latestVersion(course));

/**
 * Keeps what the instructor saved: beside the published version when there is one (it goes to
 * review and the published course stays up), else in place of the never-approved content.
 */
export function saveChange(course: CourseRecord, draft: CourseRecord): void {
  if (isPublished(course)) course.pending_change = contentOf(draft);
  else replaceContent(course, draft);
}

/** An approval: the change, if any, becomes the published version. */
export function publishChange(course: CourseRecord): void {
  if (course.pending_change) replaceContent(course, course.pending_change);
  delete course.pending_change;
}

/**
 * A decline: a published course stays published. Its declined version is kept beside it for the
 * instructor to fix (a copy of the published content when the reviewer declined that itself).
 */
export function declineChange(course: CourseRecord): void {
  if (isPublished(course) && !course.pending_change) course.pending_change = contentOf(course);
}
