import { lazy, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationBellContent } from '@/entities/notifications/notification-bell-trigger';
import { useNotificationStream } from '@/entities/notifications/notification-stream-provider';
import { useCurrentUser } from '@/entities/session/session-context';
import { fullName } from '@/lib/format/people';
import { takeOverKeyAttribute } from '../first-screen/take-over-key';
import { createChunk, DeferredControl, LookAlikeTrigger, type Chunk } from './deferred-control';
import { ChevronDownIcon, MenuIcon } from './icons';
import { LanguageTriggerContent, useLanguageTrigger } from './language-trigger-content';
import type * as HeaderControls from './header-controls';
import { UserAvatar } from './user-avatar';

type HeaderControlsModule = typeof HeaderControls;

/**
 * The header's menus from their chunk. Until it arrives each control shows its trigger exactly
 * as it will look (nothing moves when the real one takes over) and a press on it is kept and
 * replayed (./deferred-control.tsx). Tests build their own set with a chunk they hold back.
 */
export function createLazyHeaderControls(chunk: Chunk<HeaderControlsModule>) {
  /** One control of the chunk, rendered once the chunk has been asked for and has arrived. */
  const part = <Name extends keyof HeaderControlsModule>(name: Name) =>
    lazy(() => chunk.loadOnceRequested().then((module) => ({ default: module[name] })));
  const LanguageSwitcherChunk = part('LanguageSwitcher');
  const MobileMenuChunk = part('MobileMenu');
  const NavDropdownChunk = part('NavDropdown');
  const UserMenuChunk = part('UserMenu');
  const NotificationBellChunk = part('NotificationBell');

  function LanguageSwitcher() {
    const { current, label } = useLanguageTrigger();
    const lookAlike = (
      <LookAlikeTrigger
        popup="menu"
        className="icon-button language-switcher__trigger"
        aria-label={label}
        {...{ [takeOverKeyAttribute]: 'language-switcher' }}
      >
        <LanguageTriggerContent current={current} />
      </LookAlikeTrigger>
    );
    return (
      <DeferredControl chunk={chunk} lookAlike={lookAlike}>
        <LanguageSwitcherChunk />
      </DeferredControl>
    );
  }

  function NavDropdown(props: ComponentProps<typeof NavDropdownChunk>) {
    const lookAlike = (
      <LookAlikeTrigger popup="menu" className="site-nav__link site-nav__trigger">
        {props.label}
        <ChevronDownIcon />
      </LookAlikeTrigger>
    );
    return (
      <DeferredControl chunk={chunk} lookAlike={lookAlike}>
        <NavDropdownChunk {...props} />
      </DeferredControl>
    );
  }

  function MobileMenu() {
    const { t } = useTranslation();
    const lookAlike = (
      <LookAlikeTrigger
        popup="dialog"
        className="icon-button mobile-only"
        aria-label={t('nav.openMenu')}
      >
        <MenuIcon />
      </LookAlikeTrigger>
    );
    return (
      <DeferredControl chunk={chunk} lookAlike={lookAlike}>
        <MobileMenuChunk />
      </DeferredControl>
    );
  }

  function UserMenu() {
    const { t } = useTranslation();
    const user = useCurrentUser();
    const lookAlike = (
      <LookAlikeTrigger
        popup="menu"
        className="user-menu__trigger"
        aria-label={t('account.open', { name: fullName(user) })}
      >
        <UserAvatar user={user} />
        <ChevronDownIcon />
      </LookAlikeTrigger>
    );
    return (
      <DeferredControl chunk={chunk} lookAlike={lookAlike}>
        <UserMenuChunk />
      </DeferredControl>
    );
  }

  function NotificationBell() {
    const { t } = useTranslation();
    const stream = useNotificationStream();
    if (!stream) return null;
    const lookAlike = (
      <LookAlikeTrigger
        popup="dialog"
        className="icon-button notification-bell"
        aria-label={t('notifications.open', { count: stream.unread })}
      >
        <NotificationBellContent unread={stream.unread} />
      </LookAlikeTrigger>
    );
    return (
      <DeferredControl chunk={chunk} lookAlike={lookAlike}>
        <NotificationBellChunk />
      </DeferredControl>
    );
  }

  return { LanguageSwitcher, MobileMenu, NavDropdown, NotificationBell, UserMenu };
}

export const { LanguageSwitcher, MobileMenu, NavDropdown, NotificationBell, UserMenu } =
  createLazyHeaderControls(createChunk(() => import('./header-controls')));
