import { Collapsible } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { NotificationList } from './notification-list';
import { useNotificationStream } from './notification-stream-provider';

/**
 * The mobile menu's notifications entry (signed in): a disclosure whose name carries the unread
 * count, opening the same list as the header's bell.
 */
export function MobileNotifications({ triggerClassName }: { triggerClassName?: string }) {
  const { t } = useTranslation();
  const stream = useNotificationStream();
  if (!stream) return null;
  return (
    <Collapsible.Root className="mobile-notifications">
      <Collapsible.Trigger className={triggerClassName}>
        {t('notifications.open', { count: stream.unread })}
      </Collapsible.Trigger>
      <Collapsible.Content>
        <NotificationList stream={stream} />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
