// One namespace per area keeps each route's translations in its own lazily loaded file.
// The developer panel's `dev-panel` namespace is not here: the panel adds it itself (mocks/).
export const namespaces = [
  'common',
  'server',
  'auth',
  'marketing',
  'my-courses',
  'course-form',
  'courses',
  'settings',
  'help',
  'purchases',
  'learning',
  'legal',
  'payments',
  'instructor-wallet',
  'quizzes',
] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = 'common';
