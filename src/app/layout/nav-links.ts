import { paths } from '@/lib/routes';

export interface NavLinkItem {
  to: string;
  labelKey: string;
}

/** The About dropdown, on desktop and in the mobile menu. */
export const aboutLinks: readonly NavLinkItem[] = [
  { to: paths.about, labelKey: 'nav.aboutUs' },
  { to: paths.whyChooseUs, labelKey: 'nav.whyChooseUs' },
  { to: paths.contact, labelKey: 'nav.contact' },
  { to: paths.blog, labelKey: 'nav.blog' },
];

/** The Courses dropdown starts with all courses; the top viewed courses follow it. */
export const coursesLinks: readonly NavLinkItem[] = [
  { to: paths.courses, labelKey: 'nav.allCourses' },
];

/** Sign in is hidden on the sign-in page; Sign up on the sign-up and verify pages. */
export function guestButtons(pathname: string) {
  return {
    signIn: pathname !== paths.signIn,
    signUp: pathname !== paths.signUp && pathname !== paths.verify,
  };
}
