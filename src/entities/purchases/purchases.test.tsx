// Purchased courses decide "Buy" or "Go to course" (decision 19): asked only for a signed-in
// learner, and gone with the session, so the next learner in the same tab never sees them.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { READY_ACCOUNTS } from '../../../mocks/db/seed';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { login } from '@/generated/client/auth/auth';
import {
  headerControlsArrived,
  renderApp,
  renderLiveApp,
  setupI18n,
} from '../../../tests/support/render-app';

const backend = setupMockBackend();
beforeEach(async () => {
  localStorage.clear();
  await setupI18n('en');
});

const approved = () => backend.db().state.courses.filter((course) => course.status === 'approved');

/** The bearer tokens that asked GET /api/purchased-courses, in order. */
function purchaseRequests(): string[] {
  const tokens: string[] = [];
  backend.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/purchased-courses')
      tokens.push(request.headers.get('Authorization') ?? '');
  });
  return tokens;
}

describe('purchased courses', () => {
  it('are never asked for a guest', async () => {
    const requests = purchaseRequests();
    const course = approved()[0]!;
    renderApp(`/single-course/${course.id}`);
    await screen.findByRole('heading', { level: 1, name: course.title.en }, { timeout: 5000 });
    const box = within(screen.getByRole('complementary', { name: 'Buy this course' }));
    expect(box.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(requests).toEqual([]);
  });

  it('are cleared on sign-out: the next learner in the same tab does not own the first one’s', async () => {
    const course = approved()[0]!;
    const db = backend.db();
    const learner = db.state.users.find((user) => user.email === READY_ACCOUNTS.learner.email)!;
    db.state.users.push({ ...learner, id: 998, email: 'second@academy.test' });
    const { token: firstToken } = await login(READY_ACCOUNTS.learner);
    localStorage.setItem('token', firstToken);
    // Only the first learner owns the course.
    backend.server.use(
      http.get('*/api/purchased-courses', ({ request }) =>
        HttpResponse.json({
          courses:
            request.headers.get('Authorization') === `Bearer ${firstToken}`
              ? [
                  {
                    id: course.id,
                    title_en: course.title.en,
                    title_ru: null,
                    title_arm: null,
                    thumbnail: null,
                  },
                ]
              : [],
        }),
      ),
    );
    const requests = purchaseRequests();
    const user = userEvent.setup();
    const { router, location } = renderLiveApp(`/single-course/${course.id}`);
    expect(await screen.findByText('You own this course', {}, { timeout: 5000 })).toBeVisible();
    await headerControlsArrived();

    await act(() => router.navigate('/dashboard'));
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location()).toBe('/sign-in'));

    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    const form = within(screen.getByRole('main'));
    await user.type(form.getByLabelText(/E-mail/), 'second@academy.test');
    await user.type(form.getByLabelText(/^Password/), READY_ACCOUNTS.learner.password);
    await user.click(form.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).not.toBe('/sign-in'));

    await act(() => router.navigate(`/single-course/${course.id}`));
    const buy = await screen.findByRole('link', { name: 'Buy now' }, { timeout: 5000 });
    expect(buy).toHaveAttribute('href', `/learner/checkout?courseId=${course.id}`);
    expect(screen.queryByText('You own this course')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start watching' })).toBeNull();
    // The second learner's answer decided, asked with their own token.
    expect(requests.at(-1)).toMatch(/^Bearer /);
    expect(requests.at(-1)).not.toBe(`Bearer ${firstToken}`);
  });
});
