import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { ChevronDownIcon } from './icons';
import type { NavLinkItem } from './nav-links';
import { useTopViewedLinks } from '@/entities/course/top-viewed-courses';
import './nav.css';

interface NavDropdownProps {
  label: string;
  links: readonly NavLinkItem[];
  /** The Courses menu lists the top viewed courses after its links, fetched on first open. */
  withTopViewedCourses?: boolean;
}

function TopViewedItems() {
  const { t } = useTranslation();
  const { links, loading } = useTopViewedLinks();
  return (
    <>
      {loading || links.length > 0 ? <DropdownMenu.Separator className="menu__separator" /> : null}
      {links.length > 0 ? (
        <DropdownMenu.Label className="menu__label">{t('nav.topViewed')}</DropdownMenu.Label>
      ) : null}
      {loading ? (
        <div className="menu__loading">
          <Spinner />
        </div>
      ) : null}
      {links.map((link) => (
        <DropdownMenu.Item key={link.to} asChild className="menu__item">
          <Link to={link.to}>{link.label}</Link>
        </DropdownMenu.Item>
      ))}
    </>
  );
}

export function NavDropdown({ label, links, withTopViewedCourses = false }: NavDropdownProps) {
  const { t } = useTranslation();
  const { load } = useTopViewedLinks();
  return (
    <DropdownMenu.Root
      modal={false}
      onOpenChange={(open) => {
        if (open && withTopViewedCourses) load();
      }}
    >
      <DropdownMenu.Trigger className="site-nav__link site-nav__trigger">
        {label}
        <ChevronDownIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="start" sideOffset={8}>
          {links.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className="menu__item">
              <Link to={link.to}>{t(link.labelKey)}</Link>
            </DropdownMenu.Item>
          ))}
          {withTopViewedCourses ? <TopViewedItems /> : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
