// @vitest-environment node
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { appFilesPassThrough, isMockedPath } from './app-files-pass-through';

const origin = 'http://localhost:5173';
/** A handler that would answer anything: reached only by what the pass-through lets by. */
const answersEverything = http.all('*', () => HttpResponse.text('mocked'));

async function answerTo(path: string) {
  return getResponse([appFilesPassThrough, answersEverything], new Request(`${origin}${path}`));
}

describe("the browser worker's pass-through for the app's own files", () => {
  it("lets the app's scripts, styles, locale chunks and pages through at the first handler", async () => {
    for (const path of ['/assets/index-abc.js', '/assets/app.css', '/favicon.svg', '/about']) {
      const response = await answerTo(path);
      expect(response?.headers.get('x-msw-intention'), path).toBe('passthrough');
    }
  });

  it('hands every call the mock answers on to its handlers', async () => {
    for (const path of [
      '/api/all-courses-general',
      '/broadcasting/auth',
      '/mock-bank/api/7',
      '/__dev/scenario',
      '/storage/courses/1.png',
      '/backend/api/all-courses-general',
      '/API/user',
    ]) {
      const response = await answerTo(path);
      expect(await response?.text(), path).toBe('mocked');
    }
  });

  it('covers the path of every handler of the mock', () => {
    for (const handler of handlers) {
      const path = String((handler.info as { path?: unknown }).path)
        .replace(/^\*/, '')
        .replace(/:\w+/g, '1');
      expect(isMockedPath(`${origin}${path.replace(/\*$/, 'x')}`), path).toBe(true);
    }
  });
});
