import type {
  CourseProgressResponse,
  CourseVideoUrl,
  PurchasedCoursesResponse,
} from '../../../src/generated/model';
import type { CheckContext, Harness } from '../../harness';
import { Journey } from '../journey';
import { ownedCourses } from '../lookups';

/** Reads a signed address (no operation of the spec: the server chose it) and records the call. */
async function fetchSigned(
  ctx: CheckContext,
  url: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
  await response.body?.cancel().catch(() => undefined);
  const address = new URL(url);
  ctx.calls.push(`GET ${address.pathname} (signed) -> ${response.status}`);
  return response;
}

/**
 * A bought course watched and left (decisions 25 and 26): its signed address plays
 * without any header and seeks with a range, and its progress is stored and answered back. The
 * extensions are checked only on a server that has them (EXTENSION_ABSENT otherwise).
 */
export async function learningJourney(harness: Harness): Promise<void> {
  const journey = new Journey(harness, 'learning');
  const token = harness.account('learner').token;
  let courseId: number | undefined;
  let signed: CourseVideoUrl | undefined;

  await journey.step('getCourseVideoUrl', 'gives a bought course a signed address', async (ctx) => {
    const owned = await ownedCourses(ctx);
    if (!owned) return ctx.skip("the learner's bought courses could not be read");
    courseId = [...owned][0];
    if (courseId === undefined) return ctx.skip('the learner test account has bought no course');
    signed = await ctx.ok<CourseVideoUrl>('getCourseVideoUrl', { token, path: { courseId } });
  });
  await journey.step(
    'getCourseVideoUrl',
    'the address plays without a header and answers a range',
    async (ctx) => {
      const whole = await fetchSigned(ctx, signed!.url);
      ctx.expect(
        whole.status === 200 && (whole.headers.get('content-type') ?? '').startsWith('video/'),
        `the signed address answered ${whole.status} ${whole.headers.get('content-type') ?? ''}, expected 200 with a video`,
      );
      const part = await fetchSigned(ctx, signed!.url, { Range: 'bytes=0-99' });
      ctx.expect(
        part.status === 206 && /^bytes 0-99\/\d+$/.test(part.headers.get('content-range') ?? ''),
        `a range of the signed address answered ${part.status} with Content-Range "${part.headers.get('content-range') ?? ''}", expected 206 "bytes 0-99/{size}"`,
      );
      const forged = new URL(signed!.url);
      const signature = forged.searchParams.get('signature');
      if (signature) {
        forged.searchParams.set(
          'signature',
          signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
        );
        const refused = await fetchSigned(ctx, forged.toString());
        ctx.expect(
          refused.status === 403,
          `a changed signature answered ${refused.status}, expected 403`,
        );
      }
    },
  );

  let progressBefore: PurchasedCoursesResponse['courses'][number]['progress'];
  await journey.step(
    'updateCourseProgress',
    'stores where the learner stopped',
    async (ctx) => {
      if (courseId === undefined) return ctx.skip('the learner test account has bought no course');
      const bought = await ctx.lookup<PurchasedCoursesResponse>('listPurchasedCourses', { token });
      if (!Array.isArray(bought?.courses))
        return ctx.skip("the learner's bought courses could not be read");
      progressBefore = bought.courses.find((course) => course.id === courseId)?.progress;
      // The same place as before (or the start), so the learner's progress does not move.
      const body = {
        position_seconds: progressBefore?.position_seconds ?? 0,
        duration_seconds: progressBefore?.duration_seconds ?? 60,
        completed: progressBefore?.completed ?? false,
      };
      const { progress } = await ctx.ok<CourseProgressResponse>('updateCourseProgress', {
        token,
        path: { courseId },
        body,
      });
      ctx.expect(
        progress.position_seconds === body.position_seconds &&
          progress.duration_seconds === body.duration_seconds,
        `updateCourseProgress: answered ${progress.position_seconds}/${progress.duration_seconds}, sent ${body.position_seconds}/${body.duration_seconds}`,
      );
      if (progressBefore === null)
        ctx.leftover('updateCourseProgress', `progress at the start of course ${courseId}`);
      const after = await ctx.lookup<PurchasedCoursesResponse>('listPurchasedCourses', { token });
      const listed = after?.courses?.find((course) => course.id === courseId)?.progress;
      ctx.expect(
        listed?.updated_at === progress.updated_at,
        `listPurchasedCourses: course ${courseId} lists progress ${JSON.stringify(listed ?? null)}, not the one stored`,
      );
    },
    { writes: true },
  );
}
