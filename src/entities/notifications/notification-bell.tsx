import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationBellButton } from './notification-bell-trigger';
import { NotificationList, useNotificationText } from './notification-list';
import { useNotificationStream } from './notification-stream-provider';

/** Politely announces each notification that arrives live (not the ones already listed). */
export function NotificationAnnouncer() {
  const { t } = useTranslation();
  const stream = useNotificationStream();
  const text = useNotificationText();
  const arrived = stream?.lastArrived;
  return (
    <span className="visually-hidden" role="status" aria-live="polite">
      {arrived ? t('notifications.arrived', { message: text(arrived) }) : ''}
    </span>
  );
}

/**
 * The header's bell (both roles): the unread count as a badge and in the accessible name, and a
 * dropdown (radix popover: a labelled dialog, so the spinner, the empty text and the list are
 * all allowed inside) with the notifications. Nothing for a visitor.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const stream = useNotificationStream();
  const [open, setOpen] = useState(false);
  if (!stream) return null;
  return (
    <>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <NotificationBellButton unread={stream.unread} />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            className="notification-panel"
            align="end"
            sideOffset={8}
            collisionPadding={8}
            aria-label={t('notifications.title')}
          >
            <h2 className="notification-panel__title">{t('notifications.title')}</h2>
            <NotificationList stream={stream} />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <NotificationAnnouncer />
    </>
  );
}
