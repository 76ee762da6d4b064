// Realtime end to end (decisions 3 and 17): each role connects with the Pusher protocol and
// subscribes to its private `user.{id}` channel with the signature /broadcasting/auth gives;
// another user's channel is refused; the learner listens on the public channel of a bought
// course. Later journeys cause events (a review, a sale); `realtimeEventsJourney` then asks
// whether each arrived within the time limit with the payload the spec documents
// (`x-realtime-event`).
import type { BroadcastingAuthResponse } from '../../../src/generated/model';
import { excerpt, type CheckContext, type Harness } from '../../harness';
import { PusherClient, socketUrl, type RealtimeEvent, type RealtimeSession } from '../../realtime';
import { operation, type Json, type JsonObject, type Role } from '../../spec';
import { validateAgainstSpec } from '../../spec-schema';
import { formatIssuePath } from '../../schemas';
import { Journey } from '../journey';
import { ownedCourses } from '../lookups';
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
      const owned = await ownedCourses(ctx);
      if (!owned) return ctx.skip("the learner's bought courses could not be read");
      const [courseId] = owned;
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

/** The most frames a failed check shows. */
const MAX_FRAMES = 20;

interface ExpectedEvent {
  /** The operation whose `x-realtime-event` documents it. */
  operationId: string;
  spec: RealtimeEventSpec;
  /** The socket that must receive it, and the channel. */
  client: PusherClient;
  channel: string;
  /** Which frame it is, by its payload: ids compared as text, so a mistyped id still counts. */
  isIt: (data: unknown) => boolean;
  /** When the step that caused it ran, and what it was. */
  since: number;
  cause: string;
  /** It, in words: "with review 12". */
  what: string;
}

const sameId = (a: unknown, b: unknown): boolean =>
  (typeof a === 'number' || typeof a === 'string') && String(a) === String(b);

/**
 * Waits for an event and says which of three it was: arrived on its channel (then on time and
 * with the documented payload, naming the field that breaks it), arrived on another channel, or
 * never arrived. The frames every socket received since the cause go with a failure.
 */
async function expectEvent(
  ctx: CheckContext,
  session: RealtimeSession,
  expected: ExpectedEvent,
): Promise<void> {
  const { spec, channel, since, operationId } = expected;
  const label = `${operationId} x-realtime-event ${spec.event}`;
  const matches = (entry: RealtimeEvent) =>
    entry.event === spec.event && entry.at >= since && expected.isIt(entry.data);
  const event = await expected.client.waitFor(
    (entry) => entry.channel === channel && matches(entry),
    Math.max(0, since + REALTIME_LIMIT_MS - Date.now()),
  );
  const sockets = Object.entries(session.clients) as [string, PusherClient][];
  ctx.frames.push(
    ...sockets
      .flatMap(([role, client]) =>
        client.events
          .filter((entry) => entry.at >= since && !entry.event.startsWith('pusher'))
          .map((entry) => ({ role, entry })),
      )
      .sort((a, b) => a.entry.at - b.entry.at)
      .slice(0, MAX_FRAMES)
      .map(
        ({ role, entry }) =>
          `+${entry.at - since} ms  ${role}'s socket  ${entry.channel ?? '(no channel)'}  ${entry.event}  ${excerpt(entry.data)}`,
      ),
  );
  if (!event) {
    const elsewhere = sockets
      .flatMap(([, client]) => client.events)
      .find((entry) => entry.channel !== channel && matches(entry));
    ctx.failures.push(
      elsewhere
        ? `${label}: ${expected.what} arrived on ${elsewhere.channel ?? '(no channel)'}, not on ${channel}`
        : `${label}: ${expected.what} never arrived, on ${channel} or any other channel, within ${REALTIME_LIMIT_MS} ms of ${expected.cause}`,
    );
    return;
  }
  ctx.calls.push(`event ${spec.event} on ${channel} after ${Math.max(0, event.at - since)} ms`);
  // It may have been waiting in the socket's log: the time limit is judged on arrival.
  ctx.expect(
    event.at - since <= REALTIME_LIMIT_MS,
    `${label}: ${expected.what} arrived ${event.at - since} ms after ${expected.cause} (limit ${REALTIME_LIMIT_MS} ms)`,
  );
  ctx.failures.push(...payloadProblems(operationId, spec, event));
}

/** Whether (and how fast) the events caused by earlier journeys arrived, then closes the sockets. */
export async function realtimeEventsJourney(harness: Harness, state: RunState): Promise<void> {
  const session = state.realtime;
  // Two journeys of one step each: one event that went wrong does not hide the other.
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
        await expectEvent(ctx, session, {
          operationId: 'createCourseReview',
          spec: REVIEW(),
          client: session.clients.learner!,
          channel: channel.name,
          isIt: (data) => sameId((data as { id?: unknown } | null)?.id, review.id),
          since: review.at,
          cause: 'createCourseReview',
          what: `review ${review.id}`,
        });
      },
    );
    await new Journey(harness, 'realtime-events').step(
      'authorizeBroadcastChannel',
      `a sale notifies the instructor's private channel within ${REALTIME_LIMIT_MS / 1000} s`,
      async (ctx) => {
        const client = session?.clients.instructor;
        const sale = state.sale;
        if (!client) return ctx.skip('the instructor has no realtime connection');
        if (!sale) return ctx.skip('no course of the instructor test account was sold in this run');
        const spec = NOTIFICATION();
        await expectEvent(ctx, session, {
          operationId: 'authorizeBroadcastChannel',
          spec,
          client,
          channel: channelName(spec.channel, harness.account('instructor').userId),
          // `course_id` is optional in the payload's data (or, in the first payload, beside the
          // message); when present it names the course sold.
          isIt: (data) => {
            const payload = data as { course_id?: unknown; data?: { course_id?: unknown } } | null;
            const courseId = payload?.data?.course_id ?? payload?.course_id;
            return courseId === undefined || sameId(courseId, sale.courseId);
          },
          since: sale.at,
          cause: 'the sale',
          what: `the notification about course ${sale.courseId}`,
        });
      },
    );
  } finally {
    for (const client of Object.values(session?.clients ?? {})) client.close();
  }
}
