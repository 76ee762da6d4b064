// The header's interactive menus, in one chunk of their own: radix's menu, popper and dialog
// code is not needed to paint the page, so the entry script does not carry it.
export { LanguageSwitcher } from './language-switcher';
export { MobileMenu } from './mobile-menu';
export { NavDropdown } from './nav-dropdown';
export { UserMenu } from './user-menu';
export { NotificationBell } from '@/entities/notifications/notification-bell';
