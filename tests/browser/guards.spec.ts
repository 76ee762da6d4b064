// Route guards as a guest: every page that needs an account sends the visitor to sign in.
import enCourses from '../../src/locales/en/courses.json';
import enMarketing from '../../src/locales/en/marketing.json';
import {
  currentPath,
  enTexts as en,
  expectHeading,
  openPath,
  startInLanguage,
  waitForPathname,
} from './support/app';
import { describe, expect, test } from './support/browser';

describe('as a guest', () => {
  const protectedPaths = [
    '/learner/wishlist', // learner only
    '/instructor/my-courses', // instructor only
    '/dashboard', // any signed-in user
    '/course-comments/5', // any signed-in user, with a parameter
  ];

  test.for(protectedPaths)('%s redirects to /sign-in', async (path, { page }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/');
    await openPath(page, path);
    await waitForPathname(page, '/sign-in');
    expect(currentPath(page)).toBe('/sign-in');
    await expectHeading(page, en.pages.signIn);
    // The redirect replaces the protected entry: Back returns to the page before it instead of
    // bouncing through the guard to /sign-in again.
    await page.goBack();
    await waitForPathname(page, '/');
    await expectHeading(page, enMarketing.home.title);
  });

  test('a public page is not redirected', async ({ page }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/courses');
    expect(currentPath(page)).toBe('/courses');
    await expectHeading(page, enCourses.catalogue.title);
  });
});
