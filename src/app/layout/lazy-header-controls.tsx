import { lazy, type ComponentProps, type ReactNode } from 'react';
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

  /** The chunk's control `real`, shown until then as a look-alike trigger with `trigger`'s props. */
  const deferred = (real: ReactNode, trigger: ComponentProps<typeof LookAlikeTrigger>) => (
    <DeferredControl chunk={chunk} lookAlike={<LookAlikeTrigger {...trigger} />}>
      {real}
    </DeferredControl>
  );

  function LanguageSwitcher() {
    const { current, label } = useLanguageTrigger();
    return deferred(<LanguageSwitcherChunk />, {
      popup: 'menu',
      className: 'icon-button language-switcher__trigger',
      'aria-label': label,
      // A data attribute: spread, as the button's props name no `data-*` keys.
      ...{ [takeOverKeyAttribute]: 'language-switcher' },
      children: <LanguageTriggerContent current={current} />,
    });
  }

  function NavDropdown(props: ComponentProps<typeof NavDropdownChunk>) {
    return deferred(<NavDropdownChunk {...props} />, {
      popup: 'menu',
      className: 'site-nav__link site-nav__trigger',
      children: (
        <>
          {props.label}
          <ChevronDownIcon />
        </>
      ),
    });
  }

  function MobileMenu() {
    const { t } = useTranslation();
    return deferred(<MobileMenuChunk />, {
      popup: 'dialog',
      className: 'icon-button mobile-only',
      'aria-label': t('nav.openMenu'),
      children: <MenuIcon />,
    });
  }

  function UserMenu() {
    const { t } = useTranslation();
    const user = useCurrentUser();
    return deferred(<UserMenuChunk />, {
      popup: 'menu',
      className: 'user-menu__trigger',
      'aria-label': t('account.open', { name: fullName(user) }),
      children: (
        <>
          <UserAvatar user={user} />
          <ChevronDownIcon />
        </>
      ),
    });
  }

  function NotificationBell() {
    const { t } = useTranslation();
    const stream = useNotificationStream();
    if (!stream) return null;
    return deferred(<NotificationBellChunk />, {
      popup: 'dialog',
      className: 'icon-button notification-bell',
      'aria-label': t('notifications.open', { count: stream.unread }),
      children: <NotificationBellContent unread={stream.unread} />,
    });
  }

  return { LanguageSwitcher, MobileMenu, NavDropdown, NotificationBell, UserMenu };
}

export const { LanguageSwitcher, MobileMenu, NavDropdown, NotificationBell, UserMenu } =
  createLazyHeaderControls(createChunk(() => import('./header-controls')));
