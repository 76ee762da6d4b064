// Signed, short-lived video addresses (decision 25's extension), the way Laravel's
// `URL::temporarySignedRoute` makes them: the address names the course, the user and an expiry,
// and an HMAC-SHA256 of those with a key only the server knows. No bearer token is in it. The
// key is drawn once per runtime (a page of the browser mock, the standalone server, a test
// file), so an address outlives neither; the expiry follows the mock's clock (`POST
// /__dev/clock` expires it).

/** How long a signed address works. */
export const SIGNED_VIDEO_URL_TTL_MS = 10 * 60_000;

const encoder = new TextEncoder();
let keyPromise: Promise<CryptoKey> | null = null;

function signingKey(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey(
    'raw',
    crypto.getRandomValues(new Uint8Array(32)),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return keyPromise;
}

const toHex = (bytes: ArrayBuffer): string =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

const fromHex = (text: string): Uint8Array | null => {
  if (!/^(?:[0-9a-f]{2})+$/.test(text)) return null;
  return new Uint8Array(text.match(/../g)!.map((pair) => parseInt(pair, 16)));
};

/** What a signature covers: the resource (video, or one caption track), the user and the expiry. */
export interface SignedClaims {
  /** `video:{courseId}` or `captions:{courseId}:{language}`. */
  resource: string;
  userId: number;
  /** Unix seconds. */
  expires: number;
}

const message = ({ resource, userId, expires }: SignedClaims) =>
  encoder.encode(`${resource}|${userId}|${expires}`);

export async function sign(claims: SignedClaims): Promise<string> {
  return toHex(await crypto.subtle.sign('HMAC', await signingKey(), message(claims)));
}

/** The query of a signed address: `user`, `expires` and `signature`. */
export async function signedQuery(claims: SignedClaims): Promise<string> {
  const params = new URLSearchParams({
    user: String(claims.userId),
    expires: String(claims.expires),
    signature: await sign(claims),
  });
  return params.toString();
}

export type SignatureCheck =
  { ok: true; userId: number } | { ok: false; reason: 'missing' | 'forged' | 'expired' };

/**
 * Checks a signed address's query for `resource` at `nowMs`: a signature that does not match
 * (a changed user, expiry or resource, or made up) is forged; a matching one past its expiry
 * has expired.
 */
export async function verifySigned(
  resource: string,
  query: URLSearchParams,
  nowMs: number,
): Promise<SignatureCheck> {
  const user = query.get('user') ?? '';
  const expires = query.get('expires') ?? '';
  const signature = fromHex(query.get('signature') ?? '');
  if (!/^[1-9]\d*$/.test(user) || !/^\d+$/.test(expires) || !signature)
    return { ok: false, reason: 'missing' };
  const claims = { resource, userId: Number(user), expires: Number(expires) };
  const valid = await crypto.subtle.verify(
    'HMAC',
    await signingKey(),
    signature as BufferSource,
    message(claims),
  );
  if (!valid) return { ok: false, reason: 'forged' };
  if (claims.expires * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, userId: claims.userId };
}
