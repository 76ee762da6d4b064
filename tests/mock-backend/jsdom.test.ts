// The mock under jsdom (where component tests run): XHR through axios, jsdom's FormData and File.
import { describe, expect, it } from 'vitest';
import { login } from '../../src/generated/client/auth/auth';
import { createCourse } from '../../src/generated/client/instructor-courses/instructor-courses';
import { getProfile, updateProfileImage } from '../../src/generated/client/user/user';
import { READY_ACCOUNTS } from '../../mocks/db/seed';
import { failure } from '../../mocks/testing/api-helpers';
import { setupMockBackend } from '../../mocks/testing/use-mock-backend';
import { TOKEN_STORAGE_KEY } from '../../src/lib/http/http-client';

setupMockBackend();

describe('the mock under jsdom', () => {
  it('signs in and uses the stored token like the app does', async () => {
    const { token } = await login(READY_ACCOUNTS.learner);
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    expect((await getProfile()).user.email).toBe(READY_ACCOUNTS.learner.email);
    const saved = await updateProfileImage({
      image: new File([new Uint8Array(10)], 'me.png', { type: 'image/png' }),
    });
    expect(saved.message_key).toBe('auth.image_updated_successfully');
  });

  it('parses a multipart course form with a video', async () => {
    const { token } = await login(READY_ACCOUNTS.instructor);
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    const saved = await createCourse({
      category_id: 1,
      title_en: 'Jsdom course',
      price_en: '10',
      currency_en: 'USD',
      description_en: 'Made under jsdom.',
      video: new File([new Uint8Array(100)], 'clip.mp4', { type: 'video/mp4' }),
      faqs: [{ question_en: 'Q', answer_en: 'A' }],
      highlights: [{ name_en: 'H' }],
      details_by_instructor: [{ course_details_data_id: 1, time: '01:00:00' }],
    });
    expect(saved.course.status).toBe('in_review');
    const answer = await failure(
      createCourse({
        title_en: 'No video',
        price_en: '10',
        currency_en: 'USD',
        description_en: 'x',
        video: undefined as unknown as Blob,
        faqs: [{ question_en: 'Q', answer_en: 'A' }],
        highlights: [{ name_en: 'H' }],
        details_by_instructor: [{ course_details_data_id: 1 }],
      }),
    );
    expect(answer.body).toMatchObject({
      errors: { video: ['validation.video.required'] },
    });
  });
});
