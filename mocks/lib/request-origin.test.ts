// @vitest-environment node
// The one place the mock reads a caller's Origin and Referer: it picks among the app's origins
// and never fails on a header that is no address.
import { afterEach, describe, expect, it } from 'vitest';
import { appOrigins, originOf, returnOrigin } from './request-origin';
import { configureRuntime } from './runtime';

const from = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:4010/api/payments/initiate', { headers });

afterEach(() => configureRuntime({ appOrigins: [] }));

describe('originOf', () => {
  it('reads the origin of an absolute http(s) address and nothing else', () => {
    expect(originOf('https://app.example/payment?x=1')).toBe('https://app.example');
    expect(originOf('http://127.0.0.1:5173/')).toBe('http://127.0.0.1:5173');
    for (const junk of ['::::', 'null', '/relative', 'javascript:alert(1)', 'data:,x', '', null])
      expect(originOf(junk)).toBeNull();
  });
});

describe('returnOrigin', () => {
  it('without configured origins, the mock’s own origin is the app’s (the browser, the tests)', () => {
    expect(appOrigins('http://academy.test')).toEqual(['http://academy.test']);
    expect(returnOrigin(from({ Origin: 'https://evil.example' }), 'http://academy.test')).toBe(
      'http://academy.test',
    );
  });

  it('picks the caller’s origin among the configured ones, else the first', () => {
    configureRuntime({ appOrigins: ['http://localhost:5173', 'https://app.example'] });
    const own = 'http://127.0.0.1:4010';
    expect(returnOrigin(from({ Origin: 'https://app.example' }), own)).toBe('https://app.example');
    expect(returnOrigin(from({ Referer: 'https://app.example/learner/checkout' }), own)).toBe(
      'https://app.example',
    );
    expect(returnOrigin(from({ Origin: 'https://evil.example' }), own)).toBe(
      'http://localhost:5173',
    );
    expect(
      returnOrigin(from({ Origin: 'null', Referer: 'https://evil.example/payment' }), own),
    ).toBe('http://localhost:5173');
    expect(returnOrigin(from({ Referer: '::::' }), own)).toBe('http://localhost:5173');
    expect(returnOrigin(from({}), own)).toBe('http://localhost:5173');
  });
});
