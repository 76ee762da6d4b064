import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser, useSession, useLogOut } from '@/entities/session/session-context';
import { fullName } from '@/lib/format/people';
import { accountLinks } from './account-links';
import { ChevronDownIcon } from './icons';
import { UserAvatar } from './user-avatar';

/** Signed in: avatar, full name and e-mail, the role's links, and Log Out (→ /sign-in). */
export function UserMenu() {
  const { t } = useTranslation(['common', 'server']);
  const session = useSession();
  const user = useCurrentUser();
  const logOut = useLogOut();
  const role = session.status === 'authenticated' ? session.role : null;
  const name = fullName(user);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="user-menu__trigger" aria-label={t('account.open', { name })}>
        <UserAvatar user={user} />
        <ChevronDownIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu user-menu" align="end" sideOffset={8}>
          <DropdownMenu.Label className="user-menu__identity">
            <UserAvatar user={user} size={44} />
            <span className="user-menu__names">
              <span className="user-menu__name">{name}</span>
              <span className="user-menu__email">{user?.email}</span>
              {role ? (
                <span className="user-menu__role">{t(`auth.roles.${role}`, { ns: 'server' })}</span>
              ) : null}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="menu__separator" />
          {(role ? accountLinks[role] : []).map((link) => (
            <DropdownMenu.Item key={link.to} asChild className="menu__item">
              <Link to={link.to}>{t(link.labelKey)}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item className="menu__item" onSelect={() => void logOut()}>
            {t('account.logOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
