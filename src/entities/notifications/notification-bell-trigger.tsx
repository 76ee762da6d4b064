import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import './notifications.css';

/** Badges above this show "99+". */
const BADGE_MAX = 99;

const BellIcon = () => (
  <svg
    width={20}
    height={20}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

/** The bell and its unread badge (decoration: the button's name carries the count). */
export function NotificationBellContent({ unread }: { unread: number }) {
  return (
    <>
      <BellIcon />
      {unread > 0 && (
        <span className="notification-bell__badge" aria-hidden="true">
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      )}
    </>
  );
}

/**
 * The bell button with its unread badge: the real trigger of the dropdown (the header's
 * stand-in, until the dropdown's chunk arrives, shows the same content). The accessible name
 * carries the count; the badge itself is decoration.
 */
export const NotificationBellButton = forwardRef<
  HTMLButtonElement,
  ComponentPropsWithoutRef<'button'> & { unread: number }
>(function NotificationBellButton({ unread, className, ...props }, ref) {
  const { t } = useTranslation();
  return (
    <button
      ref={ref}
      type="button"
      className={`icon-button notification-bell ${className ?? ''}`.trim()}
      aria-label={t('notifications.open', { count: unread })}
      {...props}
    >
      <NotificationBellContent unread={unread} />
    </button>
  );
});
