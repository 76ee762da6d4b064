// @vitest-environment node
import { matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { parseLaravelForm } from './laravel-form';
import { checkAnswer } from './answer-check';
import { candidatePaths, OperationHandler, reply } from './route';
import { MockDriftError } from './schemas';

describe('answers are checked against the spec', () => {
  it('passes a valid answer', () => {
    expect(() => checkAnswer('getWishlistCount', reply(200, { wishlist_count: 2 }))).not.toThrow();
  });

  it('throws on a wrong shape or a status the spec does not have', () => {
    expect(() => checkAnswer('getWishlistCount', reply(200, { wishlist_count: 'two' }))).toThrow(
      MockDriftError,
    );
    expect(() => checkAnswer('getWishlistCount', reply(418, { message_key: 'x' }))).toThrow(
      MockDriftError,
    );
  });
});

describe('Laravel multipart names', () => {
  it('turns bracketed names back into nested lists', () => {
    const form = new FormData();
    form.append('title_en', 'A');
    form.append('faqs[0][question_en]', 'Q0');
    form.append('faqs[0][answer_en]', 'A0');
    form.append('faqs[1][question_en]', 'Q1');
    form.append('details_by_instructor[0][course_details_data_id]', '1');
    form.append('details_by_instructor[0][time]', '02:30:00');
    form.append('details_by_instructor[1][course_details_data_id]', '3');
    const video = new File(['x'], 'v.mp4', { type: 'video/mp4' });
    form.append('video', video);
    const tree = parseLaravelForm(form.entries());
    expect(tree).toMatchObject({
      title_en: 'A',
      faqs: [{ question_en: 'Q0', answer_en: 'A0' }, { question_en: 'Q1' }],
      details_by_instructor: [
        { course_details_data_id: '1', time: '02:30:00' },
        { course_details_data_id: '3' },
      ],
    });
    expect(tree.video).toBeInstanceOf(Blob);
  });
});

describe("an operation's quick check before MSW's matching", () => {
  const paths = handlers
    .filter((handler) => handler instanceof OperationHandler)
    .map((handler) => String(handler.info.path).replace(/^\*/, ''));
  /** Addresses a path can be asked at: params filled, under a prefix, a trailing slash, in capitals. */
  const addressesOf = (path: string) => {
    const filled = path.replace(/:\w+/g, '12');
    return [
      `http://localhost:5173${filled}`,
      `https://api.academy.example/backend${filled}`,
      `http://127.0.0.1:8000${filled}/`,
      `http://localhost:5173${filled.toUpperCase()}`,
      `http://localhost:5173${path.replace(/:\w+/g, 'a%20b')}?page=2`,
    ];
  };

  it('lets through every address MSW itself matches, for every operation', () => {
    expect(paths.length).toBeGreaterThan(60);
    for (const path of paths) {
      const candidates = candidatePaths(path);
      const [plain, prefixed] = addressesOf(path);
      expect(matchRequestUrl(new URL(plain!), `*${path}`).matches, plain).toBe(true);
      expect(matchRequestUrl(new URL(prefixed!), `*${path}`).matches, prefixed).toBe(true);
      for (const address of addressesOf(path)) {
        const msw = matchRequestUrl(new URL(address), `*${path}`).matches;
        const quick = candidates.test(new URL(address).pathname);
        if (msw) expect(quick, `${path} at ${address}`).toBe(true);
      }
    }
  });

  it("rules out the other operations' addresses that MSW would not match either", () => {
    let ruledOut = 0;
    for (const path of paths)
      for (const other of paths)
        for (const address of addressesOf(other)) {
          const msw = matchRequestUrl(new URL(address), `*${path}`).matches;
          const quick = candidatePaths(path).test(new URL(address).pathname);
          expect(msw && !quick, `${path} at ${address}`).toBe(false);
          if (!quick) ruledOut += 1;
        }
    // Nearly every pair differs: the check spares MSW's matching for them.
    expect(ruledOut).toBeGreaterThan(paths.length * (paths.length - 2) * 5 * 0.9);
  });
});

describe('candidatePaths', () => {
  it('refuses path syntax it cannot rule on rather than guess', () => {
    for (const path of ['/storage/*', '/api/courses/:id?', '/api/files/:name.:ext', '/api/(a|b)'])
      expect(() => candidatePaths(path), path).toThrow('only literal segments and :params');
  });
});
