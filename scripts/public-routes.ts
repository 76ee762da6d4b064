// The public routes of part 1 and part 2, shared by the prerender step and `npm run perf`.

/** Pages with one address and no data of their own in the first screen's markup. */
export const prerenderedRoutes = [
  '/',
  '/about',
  '/why-choose-us',
  '/contact',
  '/blog',
  '/courses',
  '/sign-in',
  '/sign-up',
  // The teach landing the app links to (`/teach-on-{product}` with another product falls back
  // to index.html, whose first screen is hidden there).
  '/teach-on-academy',
] as const;
