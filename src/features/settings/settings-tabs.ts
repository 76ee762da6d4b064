// The settings tabs of each role, in the order they show.
export type SettingsRole = 'instructor' | 'learner';
export type SettingsTab =
  'profile' | 'photo' | 'payment-methods' | 'change-password' | 'privacy' | 'notifications';

const instructorTabs: readonly SettingsTab[] = [
  'profile',
  'photo',
  'change-password',
  'privacy',
  'notifications',
];
const learnerTabs: readonly SettingsTab[] = [
  'profile',
  'photo',
  'payment-methods',
  'change-password',
  'privacy',
  'notifications',
];

export const tabsOf = (role: SettingsRole): readonly SettingsTab[] =>
  role === 'instructor' ? instructorTabs : learnerTabs;
