import { http, passthrough } from 'msw';

/**
 * The path segments the mock answers, anywhere in the path and in any case, as its handlers match
 * them (any origin, any prefix): an API base with a path of its own (`/backend/api/…`) still
 * reaches them. Every other request is one of the app's own files.
 */
const MOCKED_PATH = /\/(api|broadcasting|mock-bank|__dev|storage)\//i;

/** True for a request the mock answers (the API, the realtime auth, the bank, the panel, files). */
export function isMockedPath(url: string): boolean {
  return MOCKED_PATH.test(new URL(url).pathname);
}

/**
 * The browser worker's first handler: lets the app's own files (scripts, styles, fonts, images)
 * through at once. MSW otherwise tries all ~100 handlers on each of a page load's ~60 file
 * requests and parses the page's cookies for every handler it tries (HttpHandler.parse): a third
 * of a warm page load's main-thread time, measured in Chromium.
 */
export const appFilesPassThrough = http.all(
  ({ request }) => !isMockedPath(request.url),
  () => passthrough(),
);
