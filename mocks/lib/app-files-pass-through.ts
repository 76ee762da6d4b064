import { http, passthrough } from 'msw';

/** The first path segments the mock answers; every other request is one of the app's own files. */
const MOCKED_PATH = /^\/(api|broadcasting|mock-bank|__dev|storage)\//;

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
