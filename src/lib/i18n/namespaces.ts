// One namespace per area keeps each route's translations in its own lazily loaded file.
export const namespaces = ['common', 'server', 'auth', 'marketing', 'dev-panel'] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = 'common';
