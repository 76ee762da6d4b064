// Realtime end to end (decisions 3 and 17): each role connects with the Pusher protocol and
// subscribes to its private `user.{id}` channel with the signature /broadcasting/auth gives;
// another user's channel is refused; the learner listens on the public channel of a bought
// course. Later journeys cause events (a review, a sale); `realtimeEventsJourney` then asks
// whether each arrived within the time limit with the payload the spec documents
// (`x-realtime-event`).
import type { BroadcastingAuthResponse } from '../../../src/generated/model';
import type { CheckContext, Harness } from '../../harness';
import { PusherClient, socketUrl, type RealtimeEvent, type RealtimeSession } from '../../realtime';
import { operation, type Json, type JsonObject, type Role } from '../../spec';
import { validateAgainstSpec } from '../../spec-schema';
import { formatIssuePath } from '../../schemas';
import { Journey } from '../journey';
import type { RunState } from '../run-state';

/** How long an event may take after the step that caused it. */
export const REALTIME_LIMIT_MS = 5_000;

interface RealtimeEventSpec {
  channel: string;
  event: string;
  payload: Json;
}

/** The realtime event an operation documents (`x-realtime-event`). */
const eventOf = (operationId: string): RealtimeEventSpec =>
  operation(operationId).op['x-realtime-event'] as unknown as RealtimeEventSpec;

/** A channel of the spec's template (`private-user.{id}`, `course.{id}`) for one id. */
const channelName = (template: string, id: number): string =>
  template.replace(/\{[^}]+\}/, String(id));

const NOTIFICATION = () => eventOf('authorizeBroadcastChannel');
const REVIEW = () => eventOf('createCourseReview');

/** The payload against the schema `x-realtime-event` of `operationId` documents. */
function payloadProblems(
  operationId: string,
  spec: RealtimeEventSpec,
  event: RealtimeEvent,
): string[] {
  return validateAgainstSpec(spec.payload as JsonObject, event.data).map(
    (problem) =>
      `${operationId} x-realtime-event ${spec.event} on ${event.channel} ${formatIssuePath(problem.path) || '(payload)'}: ${problem.message}`,
  );
}

async function authorize(
  ctx: CheckContext,
  role: Role,
  socketId: string,
  channel: string,
  expect: number,
): Promise<string | undefined> {
  const exchange = await ctx.call('authorizeBroadcastChannel', {
    token: ctx.account(role).token,
    body: { socket_id: socketId, channel_name: channel },
    expect,
  });
  return exchange.status === 200 ? (exchange.body as BroadcastingAuthResponse).auth : undefined;
}

export async function realtimeConnectJourney(harness: Harness, state: RunState): Promise<void> {
  const session: RealtimeSession = { clients: {} };
  state.realtime = session;
  const url = socketUrl(harness.client.baseUrl, harness.realtime);
  const template = NOTIFICATION().channel;
  for (const role of ['learner', 'instructor'] as Role[]) {
    const journey = new Journey(harness, `realtime-${role}`);
    const me = harness.account(role);
    const other = harness.account(role === 'learner' ? 'instructor' : 'learner');
    await journey.step(
      'authorizeBroadcastChannel',
      `connects and subscribes to the ${role}'s own private channel`,
      async (ctx) => {
        let client: PusherClient;
        try {
          client = await PusherClient.open(url, REALTIME_LIMIT_MS);
        } catch (error) {
          return ctx.skip(
            `no Pusher-protocol server answered (${(error as Error).message}); --realtime-url and --pusher-key name it`,
          );
        }
        session.clients[role] = client;
        ctx.calls.push(`WebSocket ${new URL(url).host}/app/… -> socket ${client.socketId}`);
        const channel = channelName(template, me.userId);
        const auth = await authorize(ctx, role, client.socketId, channel, 200);
        const answer = await client.subscribe(channel, auth, REALTIME_LIMIT_MS);
        ctx.expect(
          answer === 'subscribed',
          `realtime: ${channel} with the signature of /broadcasting/auth was not subscribed (${answer})`,
        );
      },
    );
    await journey.step(
      'authorizeBroadcastChannel',
      "another user's private channel is refused",
      async (ctx) => {
        const client = session.clients[role]!;
        const channel = channelName(template, other.userId);
        await authorize(ctx, role, client.socketId, channel, 403);
        // The own channel's signature does not open another channel.
        const own = channelName(template, me.userId);
        const ownAuth = await authorize(ctx, role, client.socketId, own, 200);
        const answer = await client.subscribe(channel, ownAuth, REALTIME_LIMIT_MS);
        ctx.expect(
          answer !== 'subscribed',
          `realtime: the ${role} subscribed to ${channel}, another user's private channel`,
        );
        // Silence is no refusal: the Pusher protocol answers a refused subscription.
        ctx.expect(
          answer !== 'no answer',
          `realtime: ${channel} with another channel's signature got no answer within ${REALTIME_LIMIT_MS} ms (expected pusher:subscription_error)`,
        );
      },
    );
  }

  const learner = new Journey(harness, 'realtime-course');
  await learner.step(
    'createCourseReview',
    "subscribes to a bought course's public channel",
    async (ctx) => {
      const client = session.clients.learner;
      if (!client) return ctx.skip('the learner has no realtime connection');
      const courseId = state.purchasedCourseIds[0];
      if (courseId === undefined) return ctx.skip('the learner test account has bought no course');
      const name = channelName(REVIEW().channel, courseId);
      const answer = await client.subscribe(name, undefined, REALTIME_LIMIT_MS);
      ctx.expect(
        answer === 'subscribed',
        `realtime: public ${name} was not subscribed (${answer})`,
      );
      if (answer === 'subscribed') session.courseChannel = { courseId, name };
    },
  );
}

/** Whether (and how fast) the events caused by earlier journeys arrived, then closes the sockets. */
export async function realtimeEventsJourney(harness: Harness, state: RunState): Promise<void> {
  const session = state.realtime;
  const journey = new Journey(harness, 'realtime-events');
  try {
    await journey.step(
      'createCourseReview',
      `a review reaches the course's public channel within ${REALTIME_LIMIT_MS / 1000} s`,
      async (ctx) => {
        const channel = session?.courseChannel;
        const review = state.review;
        if (!channel) return ctx.skip('no public course channel was subscribed');
        if (!review || review.courseId !== channel.courseId)
          return ctx.skip('no review of that course was stored in this run');
        const spec = REVIEW();
        const event = await session.clients.learner!.waitFor(
          (entry) =>
            entry.channel === channel.name &&
            entry.event === spec.event &&
            (entry.data as { id?: unknown } | null)?.id === review.id,
          Math.max(0, review.at + REALTIME_LIMIT_MS - Date.now()),
        );
        if (
          !ctx.expect(
            event !== null,
            `realtime: no ${spec.event} with review ${review.id} on ${channel.name} within ${REALTIME_LIMIT_MS} ms of createCourseReview`,
          )
        )
          return;
        ctx.calls.push(`event ${spec.event} on ${channel.name} after ${event!.at - review.at} ms`);
        // It may have been waiting in the socket's log: the time limit is judged on arrival.
        ctx.expect(
          event!.at - review.at <= REALTIME_LIMIT_MS,
          `realtime: ${spec.event} with review ${review.id} arrived ${event!.at - review.at} ms after createCourseReview (limit ${REALTIME_LIMIT_MS} ms)`,
        );
        ctx.failures.push(...payloadProblems('createCourseReview', spec, event!));
      },
    );
    await journey.step(
      'authorizeBroadcastChannel',
      `a sale notifies the instructor's private channel within ${REALTIME_LIMIT_MS / 1000} s`,
      async (ctx) => {
        const client = session?.clients.instructor;
        const sale = state.sale;
        if (!client) return ctx.skip('the instructor has no realtime connection');
        if (!sale) return ctx.skip('no course of the instructor test account was sold in this run');
        const spec = NOTIFICATION();
        const channel = channelName(spec.channel, harness.account('instructor').userId);
        const event = await client.waitFor(
          (entry) =>
            entry.channel === channel &&
            entry.event === spec.event &&
            entry.at >= sale.at &&
            // `course_id` is optional in the payload; when present it names the course sold.
            [undefined, sale.courseId].includes(
              (entry.data as { course_id?: number } | null)?.course_id,
            ),
          Math.max(0, sale.at + REALTIME_LIMIT_MS - Date.now()),
        );
        if (
          !ctx.expect(
            event !== null,
            `realtime: no ${spec.event} about course ${sale.courseId} on ${channel} within ${REALTIME_LIMIT_MS} ms of the sale`,
          )
        )
          return;
        ctx.calls.push(
          `event ${spec.event} on ${channel} after ${Math.max(0, event!.at - sale.at)} ms`,
        );
        ctx.expect(
          event!.at - sale.at <= REALTIME_LIMIT_MS,
          `realtime: ${spec.event} about course ${sale.courseId} arrived ${event!.at - sale.at} ms after the sale (limit ${REALTIME_LIMIT_MS} ms)`,
        );
        ctx.failures.push(...payloadProblems('authorizeBroadcastChannel', spec, event!));
      },
    );
  } finally {
    for (const client of Object.values(session?.clients ?? {})) client.close();
  }
}
