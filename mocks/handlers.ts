import type { RequestHandler } from 'msw';

/** Every handler of the mock backend, shared by the browser worker, tests and the mock server. */
export const handlers: RequestHandler[] = [];
