// @vitest-environment node
// The course video (decision 25): only buyers and the course's own instructor get it,
// with ranges; the signed address carries no token, works without a header, answers ranges, and
// is refused once expired or changed.
import { describe, expect, it } from 'vitest';
import { login } from '../../src/generated/client/auth/auth';
import { getCourseVideoUrl, streamCourseVideo } from '../../src/generated/client/video/video';
import { SEEDED_LEARNING } from '../db/seed-learning';
import { readRange } from '../lib/byte-range';
import { LESSON_VIDEO_PATH, readStorageFile } from '../lib/runtime';
import { SIGNED_VIDEO_URL_TTL_MS } from '../lib/video-signing';
import { failure, signIn } from '../testing/api-helpers';
import { setupMockBackend, withToken } from '../testing/use-mock-backend';

const mock = setupMockBackend();

const OWNED = SEEDED_LEARNING.halfWatchedCourseId;
/** The ready instructor's course the ready learner has not bought. */
const notBought = () =>
  mock
    .db()
    .state.courses.find(
      (course) =>
        course.user_id === 2 &&
        course.status === 'approved' &&
        !mock.db().state.purchases.some((p) => p.user_id === 1 && p.course_id === course.id),
    )!;
/** Another instructor's approved course. */
const othersCourse = () =>
  mock.db().state.courses.find((course) => course.user_id !== 2 && course.status === 'approved')!;

const lessonSize = async () => (await readStorageFile(LESSON_VIDEO_PATH))!.bytes.byteLength;

describe('who may watch', () => {
  it('answers the bought course to its learner, and the ready instructor’s own course', async () => {
    const learner = await signIn('learner');
    const blob = (await streamCourseVideo(OWNED, undefined, {
      ...withToken(learner),
      responseType: 'arraybuffer',
    })) as unknown as ArrayBuffer;
    expect(blob.byteLength).toBe(await lessonSize());
    const instructor = await signIn('instructor');
    expect(await getCourseVideoUrl(notBought().id, withToken(instructor))).toMatchObject({
      url: expect.stringContaining('/signed?'),
    });
  });

  it('refuses a visitor (401), a learner who has not bought it and another instructor (403)', async () => {
    const learner = withToken(await signIn('learner'));
    const instructor = withToken(await signIn('instructor'));
    const course = notBought();
    expect((await failure(streamCourseVideo(course.id))).status).toBe(401);
    expect((await failure(getCourseVideoUrl(course.id))).status).toBe(401);
    expect((await failure(streamCourseVideo(course.id, undefined, learner))).status).toBe(403);
    expect((await failure(getCourseVideoUrl(course.id, learner))).status).toBe(403);
    expect(
      (await failure(streamCourseVideo(othersCourse().id, undefined, instructor))).status,
    ).toBe(403);
    expect((await failure(getCourseVideoUrl(othersCourse().id, instructor))).status).toBe(403);
    expect((await failure(getCourseVideoUrl(99_999, learner))).status).toBe(404);
  });
});

describe('ranges', () => {
  it('reads the forms a video element sends, and refuses a range outside the file', () => {
    expect(readRange(null, 100)).toEqual({ kind: 'whole' });
    expect(readRange('bytes=0-', 100)).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(readRange('bytes=10-19', 100)).toEqual({ kind: 'part', start: 10, end: 19 });
    expect(readRange('bytes=90-500', 100)).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(readRange('bytes=-10', 100)).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(readRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(readRange('bytes=0-1,5-6', 100)).toEqual({ kind: 'whole' });
    expect(readRange('items=0-1', 100)).toEqual({ kind: 'whole' });
  });

  it('answers 206 with Content-Range on the header-authenticated stream', async () => {
    const token = await signIn('learner');
    const size = await lessonSize();
    const response = await fetch(`http://academy.test/api/stream-video/${OWNED}`, {
      headers: { Authorization: `Bearer ${token}`, Range: 'bytes=100-199' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect((await response.arrayBuffer()).byteLength).toBe(100);
  });
});

describe('the signed address', () => {
  async function signedUrl() {
    const token = await signIn('learner');
    const answer = await getCourseVideoUrl(OWNED, withToken(token));
    return { token, ...answer };
  }

  it('carries no token, works without any header, and answers ranges', async () => {
    const { token, url, expires_at } = await signedUrl();
    expect(url).not.toContain(token);
    expect(url).not.toContain(token.split('|')[1]!);
    expect(Date.parse(expires_at) - mock.db().now().getTime()).toBeLessThanOrEqual(
      SIGNED_VIDEO_URL_TTL_MS,
    );
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    const size = await lessonSize();
    const part = await fetch(url, { headers: { Range: 'bytes=1000-' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-${size - 1}/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(size - 1000);
    expect((await fetch(url, { headers: { Range: `bytes=${size}-` } })).status).toBe(416);
  });

  it('is refused once expired, and a new one works', async () => {
    const { url } = await signedUrl();
    mock.db().advanceClock(SIGNED_VIDEO_URL_TTL_MS + 1000);
    expect((await fetch(url)).status).toBe(403);
    const fresh = await signedUrl();
    expect((await fetch(fresh.url)).status).toBe(200);
  });

  it('is refused when forged: another signature, user, expiry or course', async () => {
    const { url } = await signedUrl();
    const changed = (change: (address: URL) => void) => {
      const address = new URL(url);
      change(address);
      return address.toString();
    };
    const refused = [
      changed((a) => a.searchParams.set('signature', '0'.repeat(64))),
      changed((a) => a.searchParams.set('user', '6')),
      changed((a) =>
        a.searchParams.set('expires', String(Number(a.searchParams.get('expires')) + 3600)),
      ),
      changed((a) => (a.pathname = a.pathname.replace(`/${OWNED}/`, '/1/'))),
      changed((a) => a.searchParams.delete('signature')),
    ];
    for (const address of refused) expect((await fetch(address)).status, address).toBe(403);
  });

  it('is refused when the learner no longer owns the course', async () => {
    const { url } = await signedUrl();
    const db = mock.db();
    db.state.purchases = db.state.purchases.filter(
      (entry) => !(entry.user_id === 1 && entry.course_id === OWNED),
    );
    expect((await fetch(url)).status).toBe(403);
  });

  it('lists signed caption tracks for a course that has them, none for one without', async () => {
    const { captions } = await signedUrl();
    expect(captions?.map((track) => track.language)).toEqual(['en', 'ru', 'arm']);
    const english = await fetch(captions![0]!.url);
    expect(english.status).toBe(200);
    expect(english.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(await english.text()).toMatch(/^WEBVTT/);
    // A caption signature does not open the video.
    const asVideo = new URL(captions![0]!.url);
    asVideo.pathname = asVideo.pathname.replace(/captions\/en$/, 'signed');
    expect((await fetch(asVideo)).status).toBe(403);

    // Another instructor's own course: no captions seeded.
    const other = mock.db().state.courses.find((course) => course.user_id === 3)!;
    const owner = mock.db().userById(3)!;
    const { token } = await login({ email: owner.email, password: owner.password });
    expect((await getCourseVideoUrl(other.id, withToken(token))).captions).toEqual([]);
  });
});
