import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon } from './icons';
import type { NavLinkItem } from './nav-links';

interface NavDropdownProps {
  label: string;
  links: readonly NavLinkItem[];
  /** Links whose text is content (e.g. course titles), already in the right language. */
  extraLinks?: ReadonlyArray<{ to: string; label: string }>;
}

export function NavDropdown({ label, links, extraLinks = [] }: NavDropdownProps) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root modal={false}>
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
          {extraLinks.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className="menu__item">
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
