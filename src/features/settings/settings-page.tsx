import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { AnswerBlock } from '@/entities/query/answer-block';
import { userQueries } from '@/entities/session/user-queries';
import { paths } from '@/lib/routes';
import { NotificationsTab } from './notifications-tab';
import { PasswordTab } from './password-tab';
import { PaymentMethodsTab } from './payment-methods-tab';
import { AvatarPicker } from './avatar-picker';
import { PhotoTab } from './photo-tab';
import { PrivacyTab } from './privacy-tab';
import { ProfileTab } from './profile-tab';
import { tabsOf, type SettingsRole, type SettingsTab } from './settings-tabs';
import './settings.css';

export function InstructorSettingsPage() {
  return <SettingsScreen forRole="instructor" />;
}

export function LearnerSettingsPage() {
  return <SettingsScreen forRole="learner" />;
}

/**
 * One settings screen, its tabs by role; the open tab is `?tab=` so it can be linked and
 * survives a reload (an unknown tab opens the first).
 */
function SettingsScreen({ forRole: role }: { forRole: SettingsRole }) {
  const { t } = useTranslation('settings');
  const [query, setQuery] = useSearchParams();
  const tabs = tabsOf(role);
  const inAddress = query.get('tab');
  // The chosen tab lives in state and is written to the address: the router renders a new
  // address in a transition, which React may hold back while another part of the page suspends,
  // and the tab must open at once. A new address from elsewhere (back, a link) still wins.
  const [requested, setRequested] = useState(inAddress);
  const [lastAddress, setLastAddress] = useState(inAddress);
  if (inAddress !== lastAddress) {
    setLastAddress(inAddress);
    setRequested(inAddress);
  }
  const current: SettingsTab = tabs.find((tab) => tab === requested) ?? tabs[0]!;
  const profile = useQuery(userQueries.profile());

  const openTab = (tab: string) => {
    setRequested(tab);
    setQuery(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <PageFrame title={t('title')}>
      <p className="settings__intro">
        {t('intro')}{' '}
        {role === 'instructor' ? (
          <Link to={paths.instructorMyCourses}>{t('publicProfile')}</Link>
        ) : (
          <Link to={paths.learnerProfilePage}>{t('viewProfile')}</Link>
        )}
      </p>
      <AnswerBlock query={profile} placeholder={<Skeleton />}>
        {(user) => (
          <Tabs.Root
            className="settings"
            value={current}
            onValueChange={openTab}
            orientation="horizontal"
            activationMode="manual"
          >
            <Tabs.List className="settings__tabs" aria-label={t('tabsLabel')}>
              {tabs.map((tab) => (
                <Tabs.Trigger key={tab} value={tab} className="settings__tab">
                  {t(`tabs.${tab}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Content key={tab} value={tab} className="settings__panel">
                <h2 className="settings__panel-title">{t(`tabs.${tab}`)}</h2>
                {tab === 'profile' ? <ProfileTab user={user} /> : null}
                {tab === 'photo' ? (
                  <>
                    <PhotoTab user={user} />
                    <AvatarPicker user={user} />
                  </>
                ) : null}
                {tab === 'payment-methods' ? <PaymentMethodsTab /> : null}
                {tab === 'change-password' ? <PasswordTab /> : null}
                {tab === 'privacy' ? <PrivacyTab /> : null}
                {tab === 'notifications' ? <NotificationsTab user={user} /> : null}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
      </AnswerBlock>
    </PageFrame>
  );
}
