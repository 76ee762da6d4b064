// A course's video, only for its buyers and its own instructor (decision 25): the file itself
// with the bearer header (ranges answered 206), and the extension's short-lived signed address
// for the `<video>` element, which the mock really checks (a forged or expired signature is
// refused) and serves with ranges, in the browser's worker and on the standalone server alike.
// The signed addresses and caption files are not operations of the spec: a server may put them
// anywhere (a CDN); `getCourseVideoUrl` answers them.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { latestVersion } from '../db/course-versions';
import type { Db } from '../db/db';
import { getDb } from '../db/store';
import type { CourseRecord, Lang, UserRecord } from '../db/types';
import {
  applyScenario,
  forbidden,
  idParam,
  notFound,
  reply,
  replyBytes,
  requireUser,
  route,
  SOMETHING_WENT_WRONG,
  type Ctx,
} from '../lib/route';
import { readStorageFile, runtimeDelayMs, SAMPLE_VIDEO_PATH } from '../lib/runtime';
import { ownsCourse } from '../payments/engine';

// Signing and byte ranges load on the first video call: the browser mock's first download stays
// small (its budget), and most pages never play a video.
const signing = () => import('../lib/video-signing');
const byteRange = () => import('../lib/byte-range');

/** A buyer of the course, or the instructor who owns it; nobody else. */
export function mayWatch(db: Db, user: UserRecord, course: CourseRecord): boolean {
  if (user.role === 'instructor') return course.user_id === user.id;
  return ownsCourse(db, user.id, course.id);
}

/**
 * The version `user` watches: its instructor the latest (a change's new video while it is
 * reviewed), a buyer the published one.
 */
const versionFor = (user: UserRecord, course: CourseRecord): CourseRecord =>
  user.role === 'instructor' ? latestVersion(course) : course;

/** The course of the path for a user who may watch it: 404 unknown, 403 not theirs to watch. */
function watchableCourse(ctx: Ctx): { user: UserRecord; course: CourseRecord } {
  const user = requireUser(ctx);
  const id = idParam(ctx, 'courseId');
  const course = ctx.db.state.courses.find((entry) => entry.id === id);
  if (!course) throw notFound();
  if (!mayWatch(ctx.db, user, course)) throw forbidden();
  return { user, course: versionFor(user, course) };
}

/** The course's uploaded video, else the sample. */
async function videoFileOf(course: CourseRecord) {
  return (
    (course.video ? await readStorageFile(course.video) : null) ??
    (await readStorageFile(SAMPLE_VIDEO_PATH))
  );
}

const videoResource = (courseId: number) => `video:${courseId}`;
const captionsResource = (courseId: number, language: string) => `captions:${courseId}:${language}`;

/** A signed-address failure as Laravel's `signed` middleware answers it: 403. */
const refusedSignature = () =>
  HttpResponse.json({ message_key: SOMETHING_WENT_WRONG }, { status: 403 });

/**
 * A handler for a signed address (no bearer token: the signature is the permission). Runs the
 * developer's scenario like every API call, checks the signature for the resource against the
 * mock's clock and that the user may still watch the course, then answers.
 */
function signedRoute(
  path: string,
  resourceOf: (courseId: number, params: Record<string, string>) => string,
  answer: (
    request: Request,
    course: CourseRecord,
    params: Record<string, string>,
  ) => Promise<Response>,
): HttpHandler {
  return http.get(`*${path}`, async ({ request, params }) => {
    const ms = runtimeDelayMs();
    if (ms > 0) await delay(ms);
    const failure = await applyScenario();
    if (failure) return failure;
    const values = params as Record<string, string>;
    const raw = values.courseId ?? '';
    if (!/^[1-9]\d*$/.test(raw)) return refusedSignature();
    const courseId = Number(raw);
    const db = getDb();
    const { verifySigned } = await signing();
    const check = await verifySigned(
      resourceOf(courseId, values),
      new URL(request.url).searchParams,
      db.now().getTime(),
    );
    if (!check.ok) return refusedSignature();
    const user = db.userById(check.userId);
    const course = db.state.courses.find((entry) => entry.id === courseId);
    if (!user || !course || !mayWatch(db, user, course)) return refusedSignature();
    return answer(request, versionFor(user, course), values);
  });
}

/** Bytes answered whole (200), in part (206) or refused as outside the file (416). */
async function rangedResponse(
  bytes: Uint8Array,
  type: string,
  range: string | null,
): Promise<Response> {
  const { rangedBytes } = await byteRange();
  const ranged = rangedBytes(bytes, range);
  return new HttpResponse(ranged.bytes as BodyInit, {
    status: ranged.status,
    headers: {
      'Content-Type': type,
      'Content-Length': String(ranged.bytes.byteLength),
      'Cache-Control': 'private, max-age=600',
      ...ranged.headers,
    },
  });
}

export const videoHandlers = [
  route('get', '/api/stream-video/:courseId', 'streamCourseVideo', async (ctx) => {
    const { course } = watchableCourse(ctx);
    const file = await videoFileOf(course);
    if (!file) return notFound();
    const { rangedBytes } = await byteRange();
    const ranged = rangedBytes(file.bytes, ctx.request.headers.get('range'));
    return replyBytes(ranged.bytes, file.type, ranged.status, ranged.headers);
  }),

  route('get', '/api/stream-video/:courseId/url', 'getCourseVideoUrl', async (ctx) => {
    const { user, course } = watchableCourse(ctx);
    const { SIGNED_VIDEO_URL_TTL_MS, signedQuery } = await signing();
    const expires = Math.floor((ctx.db.now().getTime() + SIGNED_VIDEO_URL_TTL_MS) / 1000);
    const base = `${ctx.url.origin}/api/stream-video/${course.id}`;
    const query = (resource: string) => signedQuery({ resource, userId: user.id, expires });
    const captions = await Promise.all(
      (course.captions ?? []).map(async (track) => ({
        language: track.language,
        label: track.label,
        url: `${base}/captions/${track.language}?${await query(captionsResource(course.id, track.language))}`,
      })),
    );
    return reply(200, {
      url: `${base}/signed?${await query(videoResource(course.id))}`,
      expires_at: new Date(expires * 1000).toISOString(),
      captions,
    });
  }),

  signedRoute(
    '/api/stream-video/:courseId/signed',
    (courseId) => videoResource(courseId),
    async (request, course) => {
      const file = await videoFileOf(course);
      if (!file) return refusedSignature();
      return rangedResponse(file.bytes, file.type, request.headers.get('range'));
    },
  ),

  signedRoute(
    '/api/stream-video/:courseId/captions/:language',
    (courseId, params) => captionsResource(courseId, params.language ?? ''),
    async (request, course, params) => {
      const track = course.captions?.find((entry) => entry.language === (params.language as Lang));
      const file = track ? await readStorageFile(track.file) : null;
      if (!file) return HttpResponse.json({ message_key: SOMETHING_WENT_WRONG }, { status: 404 });
      return rangedResponse(file.bytes, 'text/vtt; charset=utf-8', request.headers.get('range'));
    },
  ),
];
