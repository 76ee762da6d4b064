import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/components/ui/use-language';
import type { Notification } from '@/generated/model';
import { formatRelativeTime } from '@/lib/format/dates';
import type { NotificationStreamView } from './notification-stream-provider';

/** How often the relative times are recomputed while the list is on screen. */
export const RELATIVE_TIME_REFRESH_MS = 30_000;

/** The current time, ticking every `everyMs` while mounted. */
function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** A message that is a known server key is translated; any other text is shown as sent. */
export function useNotificationText(): (notification: Notification) => string {
  const { t, i18n } = useTranslation(['common', 'server']);
  return (notification) => {
    const message = notification.data.message;
    return i18n.exists(message, { ns: 'server' }) ? t(message, { ns: 'server' }) : message;
  };
}

const NotificationEntry = memo(function NotificationEntry({
  notification,
  now,
  onRead,
}: {
  notification: Notification;
  now: Date;
  onRead: (id: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const text = useNotificationText();
  const unread = notification.read_at === null;
  const content = (
    <>
      <span className="notification-entry__dot" aria-hidden="true" />
      <span className="notification-entry__message">{text(notification)}</span>
      <time className="notification-entry__time" dateTime={notification.created_at}>
        {formatRelativeTime(notification.created_at, language, now)}
      </time>
      <span className="visually-hidden">
        {unread ? t('notifications.unread') : t('notifications.read')}
      </span>
    </>
  );
  return (
    <li>
      {unread ? (
        <button
          type="button"
          className="notification-entry notification-entry--unread"
          onClick={() => onRead(notification.id)}
        >
          {content}
        </button>
      ) : (
        <div className="notification-entry">{content}</div>
      )}
    </li>
  );
});

/**
 * The notifications in every state: a spinner while the first list loads, a translated failure
 * with Retry, `no_notification` when empty, else newest first, each with its relative time
 * (kept current while shown) and an unread dot; an unread one is a button that marks it read.
 * A note says when the live connection is away.
 */
export function NotificationList({ stream }: { stream: NotificationStreamView }) {
  const { t } = useTranslation();
  const now = useNow(RELATIVE_TIME_REFRESH_MS);
  const note =
    stream.connection === 'reconnecting' || stream.connection === 'offline'
      ? t(`notifications.${stream.connection}`)
      : null;
  let body;
  if (stream.loading && stream.notifications.length === 0) {
    body = (
      <div className="notification-list__state">
        <Spinner />
      </div>
    );
  } else if (stream.failed && stream.notifications.length === 0) {
    body = (
      <div className="notification-list__state" role="alert">
        <p>{t('notifications.failed')}</p>
        <button type="button" className="button button--ghost" onClick={stream.retry}>
          {t('remote.retry')}
        </button>
      </div>
    );
  } else if (stream.notifications.length === 0) {
    body = <p className="notification-list__state">{t('notifications.no_notification')}</p>;
  } else {
    body = (
      <ul className="notification-list" aria-label={t('notifications.title')}>
        {stream.notifications.map((notification) => (
          <NotificationEntry
            key={notification.id}
            notification={notification}
            now={now}
            onRead={stream.markRead}
          />
        ))}
      </ul>
    );
  }
  return (
    <>
      {note && <p className="notification-list__note">{note}</p>}
      {body}
    </>
  );
}
