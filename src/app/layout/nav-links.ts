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

/** The header's style on each route: it takes the colour of the page's banner beneath it. */
export type HeaderTone = 'hero' | 'tinted' | 'warm' | 'plain';

const toneByPath: Readonly<Record<string, HeaderTone>> = {
  [paths.home]: 'hero',
  [paths.about]: 'tinted',
  [paths.whyChooseUs]: 'tinted',
  [paths.contact]: 'tinted',
  [paths.blog]: 'warm',
};

export function headerTone(pathname: string): HeaderTone {
  if (pathname.startsWith('/single-blog/')) return 'warm';
  if (/^\/teach-on-[^/]+$/.test(pathname)) return 'tinted';
  return toneByPath[pathname] ?? 'plain';
}
