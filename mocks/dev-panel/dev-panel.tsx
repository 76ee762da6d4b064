import { Dialog, Tabs } from 'radix-ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onNotificationDelivered, type BroadcastPayload } from '../realtime/notify';
import type { Scenario } from '../lib/scenario';
import { devApi } from './dev-api';
import { CapabilitiesSection } from './capabilities-section';
import { LedgerSection } from './ledger-section';
import { MailboxSection } from './mailbox-section';
import { NotifySection } from './notify-section';
import { PaymentsSection } from './payments-section';
import { QuizzesSection } from './quizzes-section';
import { ResetSection } from './reset-section';
import { ReviewsSection } from './reviews-section';
import { ScenariosSection } from './scenarios-section';
import { ThrottleSection } from './throttle-section';
import './dev-panel.css';

const TABS = [
  'reviews',
  'notify',
  'mailbox',
  'payments',
  'ledger',
  'quizzes',
  'scenarios',
  'capabilities',
  'reset',
] as const;
type Tab = (typeof TABS)[number];

/** The last notification pushed to a subscribed socket (the panel shows it live). */
function useLastRealtimeEvent(): BroadcastPayload | null {
  const [last, setLast] = useState<BroadcastPayload | null>(null);
  useEffect(() => onNotificationDelivered(setLast), []);
  return last;
}

/** Alt+Shift+D opens and closes the panel, and shows the tab again after it was hidden. */
const isToggleShortcut = (event: KeyboardEvent) =>
  event.altKey && event.shiftKey && event.code === 'KeyD';

const HIDDEN_KEY = 'academy.dev-panel.hidden';

/** Hidden for the rest of the browser session (sessionStorage), until Alt+Shift+D. */
function useHiddenForSession(): [boolean, (hidden: boolean) => void] {
  const [hidden, setHidden] = useState(() => sessionStorage.getItem(HIDDEN_KEY) === '1');
  const set = useCallback((next: boolean) => {
    if (next) sessionStorage.setItem(HIDDEN_KEY, '1');
    else sessionStorage.removeItem(HIDDEN_KEY);
    setHidden(next);
  }, []);
  return [hidden, set];
}

/**
 * The developer panel of mock mode: a small tab at the screen's edge (it widens to its label on
 * hover or focus, and can be hidden for the session) opening a dialog that does what only
 * the backend's operators can (review courses, send notifications), shows the mailbox, switches
 * scenarios and resets the mock. Mounted by mocks/dev-panel/mount.tsx, never in production.
 */
export function DevPanel() {
  const { t } = useTranslation('dev-panel');
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('reviews');
  const [scenario, setScenario] = useState<Scenario>('none');
  const lastEvent = useLastRealtimeEvent();
  const [hidden, setHidden] = useHiddenForSession();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToggleShortcut(event)) return;
      event.preventDefault();
      if (hidden) setHidden(false);
      setOpen((wasOpen) => hidden || !wasOpen);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [hidden, setHidden]);

  useEffect(() => {
    devApi.scenario().then(
      (answer) => setScenario(answer.scenario),
      (error: unknown) => console.warn('The developer panel could not read the scenario', error),
    );
  }, []);

  return (
    <aside className="dev-panel" aria-label={t('region')}>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        {hidden ? null : (
          <div className="dev-panel__dock" data-scenario={scenario === 'none' ? undefined : ''}>
            <Dialog.Trigger className="dev-panel__trigger" aria-keyshortcuts="Alt+Shift+D">
              {/* The name, written down the narrow strip, says what the tab is before hover. */}
              <span className="dev-panel__grip" aria-hidden="true">
                {t('open')}
              </span>
              <span className="dev-panel__label">
                <span>{t('open')}</span>
                {scenario !== 'none' && (
                  <span className="dev-panel__badge">
                    {t('scenarioBadge', { name: t(`scenarios.names.${scenario}`) })}
                  </span>
                )}
              </span>
            </Dialog.Trigger>
            <button
              type="button"
              className="dev-panel__hide"
              aria-label={t('hide')}
              title={t('hide')}
              onClick={() => setHidden(true)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        )}
        <Dialog.Portal>
          <Dialog.Overlay className="dev-panel__overlay" />
          <Dialog.Content className="dev-panel__dialog">
            <div className="dev-panel__header">
              <Dialog.Title className="dev-panel__title">{t('title')}</Dialog.Title>
              <Dialog.Close className="button button--ghost" aria-label={t('close')}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            </div>
            <Dialog.Description className="dev-panel__muted">{t('description')}</Dialog.Description>
            <p className="dev-panel__muted">{t('shortcut')}</p>
            <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
              <Tabs.List className="dev-panel__tabs" aria-label={t('tabs.label')}>
                {TABS.map((name) => (
                  <Tabs.Trigger key={name} value={name} className="dev-panel__tab">
                    {t(`tabs.${name}`)}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <Tabs.Content value="reviews" className="dev-panel__panel">
                <ReviewsSection />
              </Tabs.Content>
              <Tabs.Content value="notify" className="dev-panel__panel">
                <NotifySection />
              </Tabs.Content>
              <Tabs.Content value="mailbox" className="dev-panel__panel">
                <MailboxSection />
              </Tabs.Content>
              <Tabs.Content value="payments" className="dev-panel__panel">
                <PaymentsSection />
              </Tabs.Content>
              <Tabs.Content value="ledger" className="dev-panel__panel">
                <LedgerSection />
              </Tabs.Content>
              <Tabs.Content value="quizzes" className="dev-panel__panel">
                <QuizzesSection />
              </Tabs.Content>
              <Tabs.Content value="scenarios" className="dev-panel__panel">
                <ScenariosSection scenario={scenario} onChange={setScenario} />
                <ThrottleSection />
              </Tabs.Content>
              <Tabs.Content value="capabilities" className="dev-panel__panel">
                <CapabilitiesSection />
              </Tabs.Content>
              <Tabs.Content value="reset" className="dev-panel__panel">
                <ResetSection />
              </Tabs.Content>
            </Tabs.Root>
            <p role="status" aria-live="polite" className="dev-panel__live">
              {lastEvent ? t('live.last', { message: lastEvent.message }) : t('live.none')}
            </p>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </aside>
  );
}
