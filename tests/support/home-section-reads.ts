/**
 * The reads of the home page's sections below the banner, each made only once its section comes
 * near the screen (useNearViewport): testimonials, FAQ, pricing, latest articles, featured
 * courses, and the bootcamp and category blocks shown only once theirs answer.
 */
export const homeSectionReads = [
  '/api/latest-learner-comments',
  '/api/faqs',
  '/api/pricing',
  '/api/blogs',
  '/api/all-courses-general',
  '/api/bootcamps',
  '/api/catalogue-filters',
] as const;
