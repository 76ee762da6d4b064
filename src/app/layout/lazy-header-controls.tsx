import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationBellButton } from '@/entities/notifications/notification-bell-trigger';
import { useNotificationStream } from '@/entities/notifications/notification-stream-provider';
import { useCurrentUser } from '@/entities/session/session-context';
import { fullName } from '@/lib/format/people';
import { ChevronDownIcon, MenuIcon } from './icons';
import { LanguageTriggerContent, useLanguageTrigger } from './language-trigger-content';
import { UserAvatar } from './user-avatar';

const load = () => import('./header-controls');
const LanguageSwitcherChunk = lazy(() => load().then((m) => ({ default: m.LanguageSwitcher })));
const MobileMenuChunk = lazy(() => load().then((m) => ({ default: m.MobileMenu })));
const NavDropdownChunk = lazy(() => load().then((m) => ({ default: m.NavDropdown })));
const UserMenuChunk = lazy(() => load().then((m) => ({ default: m.UserMenu })));
const NotificationBellChunk = lazy(() => load().then((m) => ({ default: m.NotificationBell })));

// Until the chunk arrives (a few milliseconds after first paint) each control shows its trigger
// exactly as it will look, so nothing moves when the real one takes over.

export function LanguageSwitcher() {
  const { current, label } = useLanguageTrigger();
  const fallback = (
    <button type="button" className="icon-button language-switcher__trigger" aria-label={label}>
      <LanguageTriggerContent current={current} />
    </button>
  );
  return (
    <Suspense fallback={fallback}>
      <LanguageSwitcherChunk />
    </Suspense>
  );
}

export function NavDropdown(props: ComponentProps<typeof NavDropdownChunk>) {
  const fallback = (
    <button type="button" className="site-nav__link site-nav__trigger">
      {props.label}
      <ChevronDownIcon />
    </button>
  );
  return (
    <Suspense fallback={fallback}>
      <NavDropdownChunk {...props} />
    </Suspense>
  );
}

export function MobileMenu() {
  const { t } = useTranslation();
  const fallback = (
    <button type="button" className="icon-button mobile-only" aria-label={t('nav.openMenu')}>
      <MenuIcon />
    </button>
  );
  return (
    <Suspense fallback={fallback}>
      <MobileMenuChunk />
    </Suspense>
  );
}

export function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const fallback = (
    <button
      type="button"
      className="user-menu__trigger"
      aria-label={t('account.open', { name: fullName(user) })}
    >
      <UserAvatar user={user} />
      <ChevronDownIcon />
    </button>
  );
  return (
    <Suspense fallback={fallback}>
      <UserMenuChunk />
    </Suspense>
  );
}

export function NotificationBell() {
  const stream = useNotificationStream();
  if (!stream) return null;
  return (
    <Suspense fallback={<NotificationBellButton unread={stream.unread} />}>
      <NotificationBellChunk />
    </Suspense>
  );
}
