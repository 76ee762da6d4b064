import { useTranslation } from 'react-i18next';
import { useCurrentUser, useLogOut } from '@/entities/session/session-context';
import { fullName } from '@/lib/format/people';
import './auth.css';

/** The spec's dashboard: a greeting and a logout button that goes to /sign-in. */
export function DashboardPage() {
  const { t } = useTranslation('auth');
  const user = useCurrentUser();
  const logOut = useLogOut();
  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.greeting', { name: fullName(user) })}</h1>
      <p>{t('dashboard.intro')}</p>
      <button type="button" className="button button--ghost" onClick={() => void logOut()}>
        {t('dashboard.logout')}
      </button>
    </section>
  );
}
