import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '@/lib/routes';
import { useSession } from '@/entities/session/session-context';
import { LogoMark } from './icons';
import {
  LanguageSwitcher,
  MobileMenu,
  NavDropdown,
  NotificationBell,
  UserMenu,
} from './lazy-header-controls';
import { aboutLinks, coursesLinks, guestButtons, headerTone } from './nav-links';
import { ButtonLink } from '@/components/ui/action-button';

// Learners' wishlist and cart counts, in a chunk of their own: visitors never load them.
const LearnerListBadges = lazy(() =>
  import('@/entities/cart/learner-list-badges').then((m) => ({ default: m.LearnerListBadges })),
);

export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const show = guestButtons(pathname);
  const isGuest = session.status !== 'authenticated';

  return (
    <header
      className={`site-header site-header--${headerTone(pathname)}${isGuest ? '' : ' site-header--signed-in'}${session.status === 'authenticated' && session.role === 'learner' ? ' site-header--learner' : ''}`}
    >
      <div className="site-header__bar container">
        <Link to={paths.home} className="logo">
          <LogoMark />
          <span className="logo__word">{t('app.name')}</span>
        </Link>
        <nav className="site-nav desktop-only" aria-label={t('nav.main')}>
          <ul className="site-nav__list">
            <li>
              <NavLink className="site-nav__link" to={paths.home} end>
                {t('nav.home')}
              </NavLink>
            </li>
            <li>
              <NavDropdown label={t('nav.about')} links={aboutLinks} />
            </li>
            <li>
              <NavDropdown label={t('nav.courses')} links={coursesLinks} withTopViewedCourses />
            </li>
          </ul>
        </nav>
        <div className="site-header__actions">
          <LanguageSwitcher />
          {isGuest && (
            <div className="site-header__auth desktop-only">
              {show.signIn && (
                <ButtonLink look="ghost" to={paths.signIn}>
                  {t('nav.signIn')}
                </ButtonLink>
              )}
              {show.signUp && <ButtonLink to={paths.signUp}>{t('nav.signUp')}</ButtonLink>}
            </div>
          )}
          {session.status === 'authenticated' && (
            // Phones narrower than 480px have no room for them beside the account menu: the
            // mobile menu holds the notifications and the wishlist and cart links there.
            <span className="site-header__extras">
              {session.role === 'learner' && (
                <Suspense fallback={null}>
                  <LearnerListBadges />
                </Suspense>
              )}
              <NotificationBell />
            </span>
          )}
          {session.status === 'authenticated' && <UserMenu />}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
