import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sampleAccounts, type SampleAccount } from '@/lib/sample-accounts';

interface SampleAccountsProps {
  /** Puts the account into the sign-in form. */
  onFill: (account: SampleAccount) => void;
}

/**
 * In mock mode, the mock backend's ready accounts with a one-press fill of the sign-in form
 * (they were only in the README). Outside mock mode there are none and nothing shows.
 */
export function SampleAccounts({ onFill }: SampleAccountsProps) {
  const { t } = useTranslation('auth');
  const [filled, setFilled] = useState<SampleAccount['role'] | null>(null);
  const accounts = sampleAccounts();
  if (accounts.length === 0) return null;
  return (
    <section className="sample-accounts" aria-labelledby="sample-accounts-title">
      <h2 id="sample-accounts-title" className="sample-accounts__title">
        {t('signIn.samples.title')}
      </h2>
      <p>{t('signIn.samples.text')}</p>
      <ul className="sample-accounts__list">
        {accounts.map((account) => {
          const role = t(`signIn.samples.roles.${account.role}`);
          return (
            <li key={account.role} className="sample-accounts__item">
              <span className="sample-accounts__role">{role}</span>
              <span>{account.email}</span>
              <span>{t('signIn.samples.password', { password: account.password })}</span>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  onFill(account);
                  setFilled(account.role);
                }}
              >
                {t('signIn.samples.fill', { role })}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" role="status">
        {filled ? t('signIn.samples.filled', { role: t(`signIn.samples.roles.${filled}`) }) : ''}
      </p>
    </section>
  );
}
