// Pusher channel authorisation for the user's own private channel.
import { forbidden, readBody, reply, requireUser, route } from '../lib/route';
import { bodySchema } from '../lib/request-schemas';

/** The mock's Pusher app. The key must match `[A-Za-z0-9]+` (the spec's answer pattern). */
export const PUSHER_APP_KEY = 'academymockkey';
export const PUSHER_APP_SECRET = 'academy-mock-secret';

export async function signChannel(
  socketId: string,
  channelName: string,
  secret = PUSHER_APP_SECRET,
): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign(
    'HMAC',
    key,
    encoder.encode(`${socketId}:${channelName}`),
  );
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const realtimeHandlers = [
  route('post', '/broadcasting/auth', 'authorizeBroadcastChannel', async (ctx) => {
    const user = requireUser(ctx);
    const body = await readBody(ctx);
    if (
      body.channel_name !== `private-user.${user.id}` ||
      typeof body.socket_id !== 'string' ||
      body.socket_id === ''
    ) {
      return forbidden();
    }
    const parsed = bodySchema(ctx.operationId)?.safeParse(body);
    if (parsed && !parsed.success) return forbidden();
    const input = { socket_id: body.socket_id, channel_name: body.channel_name };
    return reply(200, {
      auth: `${PUSHER_APP_KEY}:${await signChannel(input.socket_id, input.channel_name)}`,
    });
  }),
];
