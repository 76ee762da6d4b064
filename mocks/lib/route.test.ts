// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseLaravelForm } from './laravel-form';
import { checkAnswer } from './answer-check';
import { reply } from './route';
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
