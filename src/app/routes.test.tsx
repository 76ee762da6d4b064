import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp, sessions, setupI18n } from '../../tests/support/render-app';
import { pageRoutes } from './route-table';

// Every route of both spec documents, written out from the spec (not from the route table),
// with the page heading it must show and who may open it (the public pages' banner titles).
type Who = 'public' | 'guest-only' | 'login' | 'learner' | 'instructor';
const specRoutes: ReadonlyArray<[url: string, heading: string | RegExp, who: Who]> = [
  ['/', 'Learn the skills of tomorrow, today', 'public'],
  ['/about', 'Learning made by people who do the work', 'public'],
  ['/why-choose-us', 'Why learners choose Academy', 'public'],
  ['/contact', 'Get in touch', 'public'],
  ['/blog?page=2', 'Academy blog', 'public'],
  ['/single-blog/3', 'Academy blog', 'public'],
  ['/courses?search=design&page=2', 'Find your next course', 'public'],
  ['/single-course/4', 'Course', 'public'],
  ['/teach-on-academy', 'Teach on Academy', 'public'],
  [
    '/verify?message=auth.check_email_for_verification&email=ani%40example.com',
    'Verify your e-mail',
    'public',
  ],
  ['/forgot-password', 'Forgot your password?', 'public'],
  ['/change-password?token=abc&email=ani%40example.com', 'Choose a new password', 'public'],
  ['/not-authorized', 'Not authorised', 'public'],
  ['/terms-conditions', 'Terms and conditions', 'public'],
  ['/privacy-policy', 'Privacy policy', 'public'],
  ['/sign-in', 'Sign in', 'guest-only'],
  ['/sign-up?hideLearner=true', 'Create your account', 'guest-only'],
  // The dashboard greets the signed-in user by name.
  ['/dashboard', /^Hello, .+!$/, 'login'],
  ['/course-comments/9?page=1', 'Course comments', 'login'],
  ['/instructor/my-courses?page=1', 'My courses', 'instructor'],
  ['/instructor/add-courses', 'Add a course', 'instructor'],
  ['/instructor/change-courses/12', 'Change course', 'instructor'],
  ['/instructor/settings', 'Account settings', 'instructor'],
  ['/instructor/how-we-can-help', 'Instructor help centre', 'instructor'],
  ['/instructor/how-we-can-help/course-building', 'Building a course', 'instructor'],
  ['/instructor/wallet', 'Wallet', 'instructor'],
  ['/instructor/purchase-history?page=2', 'Purchase history', 'instructor'],
  ['/instructor/withdraw-funds', 'Withdraw funds', 'instructor'],
  ['/learner/my-learning', 'My learning', 'learner'],
  ['/learner/settings', 'Account settings', 'learner'],
  ['/learner/how-we-can-help', 'Learner help centre', 'learner'],
  ['/learner/how-we-can-help/troubleshooting', 'Troubleshooting', 'learner'],
  ['/learner/wishlist?page=2', 'Wishlist', 'learner'],
  ['/learner/shopping-cart?page=1', 'Shopping cart', 'learner'],
  ['/learner/profile-page', 'Profile', 'learner'],
  ['/learner/purchase-history?page=2', 'Purchase history', 'learner'],
  ['/learner/wallet', 'Wallet', 'learner'],
  ['/learner/invoice/502', 'Invoice', 'learner'],
  ['/learner/checkout', 'Checkout', 'learner'],
  ['/learner/add-funds', 'Add funds', 'learner'],
  ['/learner/quiz/3', 'Course quiz', 'learner'],
  ['/certificates/ACAD-7K2M-9QXD', 'Certificate check', 'public'],
  ['/payment/callback', 'Payment', 'public'],
  ['/payment/result', 'Payment result', 'login'],
];

type SessionName = keyof typeof sessions;

/** Where each kind of route sends each session: the page itself, or a redirect. */
function expected(
  who: Who,
  session: Exclude<SessionName, 'loading'>,
): { path: string | null; heading: string | null } {
  if (who === 'public') return { path: null, heading: null };
  if (who === 'guest-only')
    return session === 'guest'
      ? { path: null, heading: null }
      : { path: '/', heading: 'Learn the skills of tomorrow, today' };
  if (session === 'guest') return { path: '/sign-in', heading: 'Sign in' };
  if (who === 'login' || who === session) return { path: null, heading: null };
  return { path: '/not-authorized', heading: 'Not authorised' };
}

beforeAll(() => setupI18n('en'));

describe('route table', () => {
  it('registers exactly the routes of the spec, plus teach and not-found', () => {
    const specPaths = specRoutes.map(([url]) => url.split('?')[0]!);
    expect(
      pageRoutes.filter((route) => route.key !== 'notFound' && route.key !== 'teach'),
    ).toHaveLength(specPaths.length - 1);
  });

  for (const session of ['guest', 'learner', 'instructor'] as const) {
    describe(`as ${session}`, () => {
      for (const [url, heading, who] of specRoutes) {
        const outcome = expected(who, session);
        it(`${url} → ${outcome.path ?? 'its page'}`, async () => {
          const { router } = renderApp(url, { session: sessions[session] });
          expect(
            await screen.findByRole('heading', { level: 1, name: outcome.heading ?? heading }),
          ).toBeInTheDocument();
          await waitFor(() =>
            expect(router.state.location.pathname).toBe(outcome.path ?? url.split('?')[0]),
          );
          if (!outcome.path)
            expect(router.state.location.search).toBe(
              url.includes('?') ? `?${url.split('?')[1]}` : '',
            );
        });
      }
    });
  }

  it('remembers where a guest was going when sent to /sign-in', async () => {
    const { router } = renderApp('/learner/wishlist?page=2');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/learner/wishlist', search: '?page=2' },
    });
  });

  it('shows the not-found page for unknown paths, including other single segments', async () => {
    for (const url of ['/no/such/page', '/teach-on-', '/nonsense']) {
      const { unmount } = renderApp(url);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeInTheDocument();
      unmount();
    }
  });

  it('declares the query parameters each page reads', () => {
    const query = Object.fromEntries(pageRoutes.map((route) => [route.key, route.query ?? []]));
    expect(query).toMatchObject({
      blog: ['page'],
      courses: ['search', 'page'],
      signUp: ['hideLearner'],
      verify: ['message', 'email'],
      changePassword: ['token', 'email'],
      courseComments: ['page'],
      instructorMyCourses: ['page'],
      learnerWishlist: ['page'],
      learnerShoppingCart: ['page'],
      learnerPurchaseHistory: ['page'],
    });
  });

  it('sets the document title from the page, translated', async () => {
    renderApp('/about');
    await screen.findByRole('heading', {
      level: 1,
      name: 'Learning made by people who do the work',
    });
    await waitFor(() => expect(document.title).toBe('About us · Academy'));
  });
});
