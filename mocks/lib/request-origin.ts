// Where the mock sends a browser back to (the bank's return, the certificate's verification
// link): only ever the app's own origin. A request's `Origin` and `Referer` are what the caller
// says, so they pick among the app's origins and never add one; a header that is not an absolute
// http(s) address (`::::`, `null`, a bare path) counts as absent, never as an error.
import { configuredAppOrigins } from './runtime';

/** The origin of an absolute http(s) address, or null for anything else. */
export function originOf(address: string | null | undefined): string | null {
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
}

/**
 * The app's origins: the configured ones (the standalone server's `APP_ORIGINS`), else the mock's
 * own origin, which is the app's when the mock runs in the app's page or under its tests.
 */
export function appOrigins(ownOrigin: string): readonly string[] {
  const configured = configuredAppOrigins();
  return configured.length > 0 ? configured : [ownOrigin];
}

/**
 * The app's origin the request came from (its `Origin`, else its `Referer`) when that is one of
 * the app's origins; otherwise the first of them.
 */
export function returnOrigin(request: Request, ownOrigin: string): string {
  const allowed = appOrigins(ownOrigin);
  const claimed = [
    originOf(request.headers.get('origin')),
    originOf(request.headers.get('referer')),
  ].find((origin) => origin !== null && allowed.includes(origin));
  return claimed ?? allowed[0]!;
}
