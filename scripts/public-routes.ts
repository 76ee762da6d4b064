// The public routes (guests' pages and the catalogue), shared by the prerender step and `npm run perf`.

/** Pages with one address, prerendered by the build (scripts/prerender.ts). */
export const prerenderedRoutes = [
  '/',
  '/about',
  '/why-choose-us',
  '/contact',
  '/blog',
  '/courses',
  '/sign-in',
  '/sign-up',
  '/terms-conditions',
  '/privacy-policy',
  // The teach landing the app links to (`/teach-on-{product}` with another product falls back
  // to index.html, whose first screen is hidden there).
  '/teach-on-academy',
] as const;

/**
 * Of those, the pages whose first screen is server data (the first page of a list): their public
 * reads are answered at build time and travel with the page. The others' first screen is their
 * own words; their reads are held, so index.html, which also answers every deep link, stays small.
 */
export const prerenderedWithReads: readonly string[] = ['/blog', '/courses'];

/**
 * Pages the prerender step also makes, always with their reads, when a prerendered page links to
 * them: one article or one course, with its data as the server answered at build time. Others
 * fall back to index.html, whose first screen is hidden there.
 */
export const linkedPrerenderedRoutes = [/^\/single-blog\/\d+$/, /^\/single-course\/\d+$/];

/** At most this many linked pages per pattern, so a large catalogue cannot make builds slow. */
export const linkedPagesPerPattern = 60;
