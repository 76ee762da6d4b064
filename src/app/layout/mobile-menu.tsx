import { Collapsible, Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MobileNotifications } from '@/entities/notifications/mobile-notifications';
import { useCurrentUser, useLogOut, useSession } from '@/entities/session/session-context';
import { Spinner } from '@/components/ui/spinner';
import { fullName } from '@/lib/format/people';
import { paths } from '@/lib/routes';
import { accountLinks } from './account-links';
import { ChevronDownIcon, CloseIcon, MenuIcon } from './icons';
import { aboutLinks, coursesLinks, guestButtons, type NavLinkItem } from './nav-links';
import { useTopViewedLinks } from '@/entities/course/top-viewed-courses';
import { UserAvatar } from './user-avatar';
import './nav.css';

/** The menu is for narrow screens; at this width and wider the header shows everything. */
export const desktopQuery = '(min-width: 768px)';
/** Signed in, the main links stay in the menu up to here (mobile-menu.css: the account needs the room). */
export const signedInDesktopQuery = '(min-width: 1100px)';

function MenuGroup({
  label,
  links,
  onNavigate,
  withTopViewedCourses = false,
}: {
  label: string;
  links: readonly NavLinkItem[];
  onNavigate: () => void;
  /** The Courses group lists the top viewed courses too, fetched when it first opens. */
  withTopViewedCourses?: boolean;
}) {
  const { t } = useTranslation();
  const topViewed = useTopViewedLinks();
  return (
    <Collapsible.Root
      className="mobile-menu__group"
      onOpenChange={(open) => {
        if (open && withTopViewedCourses) topViewed.load();
      }}
    >
      <Collapsible.Trigger className="mobile-menu__link mobile-menu__trigger">
        {label}
        <ChevronDownIcon />
      </Collapsible.Trigger>
      <Collapsible.Content asChild>
        <ul className="mobile-menu__sublist">
          {links.map((link) => (
            <li key={link.to}>
              <Link className="mobile-menu__link" to={link.to} onClick={onNavigate}>
                {t(link.labelKey)}
              </Link>
            </li>
          ))}
          {withTopViewedCourses && topViewed.loading ? (
            <li className="menu__loading">
              <Spinner />
            </li>
          ) : null}
          {withTopViewedCourses
            ? topViewed.links.map((link) => (
                <li key={link.to}>
                  <Link className="mobile-menu__link" to={link.to} onClick={onNavigate}>
                    {link.label}
                  </Link>
                </li>
              ))
            : null}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** Signed in: who is signed in, the role's account links and Log Out, as in the user menu. */
function AccountSection({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const user = useCurrentUser();
  const logOut = useLogOut();
  if (session.status !== 'authenticated') return null;
  const name = fullName(user);
  return (
    <section className="mobile-menu__account" aria-label={t('account.section')}>
      <p className="user-menu__identity">
        <UserAvatar user={user} size={44} />
        <span className="user-menu__names">
          <span className="user-menu__name">{name}</span>
          <span className="user-menu__email">{user?.email}</span>
        </span>
      </p>
      <ul className="mobile-menu__list">
        {(session.role ? accountLinks[session.role] : []).map((link) => (
          <li key={link.to}>
            <Link className="mobile-menu__link" to={link.to} onClick={onNavigate}>
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
        <li>
          <MobileNotifications triggerClassName="mobile-menu__link mobile-menu__trigger" />
        </li>
      </ul>
      <button
        type="button"
        className="button button--ghost mobile-menu__logout"
        onClick={() => {
          onNavigate();
          void logOut();
        }}
      >
        {t('account.logOut')}
      </button>
    </section>
  );
}

/**
 * Slide-out menu: the dialog locks page scrolling while open and closes once the bar shows the
 * main links (768px or wider; signed in, 1100px).
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const session = useSession();
  const show = guestButtons(pathname);
  const isGuest = session.status !== 'authenticated';
  const close = () => setOpen(false);

  useEffect(() => {
    const query = window.matchMedia(isGuest ? desktopQuery : signedInDesktopQuery);
    const onChange = () => {
      if (query.matches) setOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [isGuest]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="icon-button mobile-only" aria-label={t('nav.openMenu')}>
        <MenuIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-menu__overlay" />
        <Dialog.Content className="mobile-menu" aria-describedby={undefined}>
          <div className="mobile-menu__head">
            <Dialog.Title className="mobile-menu__title">{t('nav.menu')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('nav.closeMenu')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.mobile')}>
            <ul className="mobile-menu__list">
              <li>
                <Link className="mobile-menu__link" to={paths.home} onClick={close}>
                  {t('nav.home')}
                </Link>
              </li>
              <li>
                <MenuGroup label={t('nav.about')} links={aboutLinks} onNavigate={close} />
              </li>
              <li>
                <MenuGroup
                  label={t('nav.courses')}
                  links={coursesLinks}
                  onNavigate={close}
                  withTopViewedCourses
                />
              </li>
            </ul>
          </nav>
          <AccountSection onNavigate={close} />
          {isGuest && (
            <div className="mobile-menu__actions">
              {show.signIn && (
                <Link className="button button--ghost" to={paths.signIn} onClick={close}>
                  {t('nav.signIn')}
                </Link>
              )}
              {show.signUp && (
                <Link className="button button--primary" to={paths.signUp} onClick={close}>
                  {t('nav.signUp')}
                </Link>
              )}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
