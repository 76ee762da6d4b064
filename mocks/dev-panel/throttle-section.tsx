import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { devApi } from './dev-api';
import { ActionOutcome, SectionState, useSectionAction } from './section-state';
import { useSectionData } from './use-section-data';

/**
 * The sign-in and verification-code limits (mocks/lib/throttle.ts): on by default, as a Laravel
 * backend has them; off for trying many wrong passwords or codes by hand.
 */
export function ThrottleSection() {
  const { t } = useTranslation('dev-panel');
  const id = useId();
  const [state, reload] = useSectionData(devApi.throttle);
  // The switch's answer, kept in place (a reload would replace the box under the focus).
  const [switched, setSwitched] = useState<boolean | null>(null);
  const { note, failed, act } = useSectionAction();
  const toggle = (enabled: boolean) =>
    act(async () => {
      const answer = await devApi.setThrottle(enabled);
      setSwitched(answer.enabled);
      return answer.enabled ? t('throttle.switchedOn') : t('throttle.switchedOff');
    });
  return (
    <div className="dev-panel__section">
      <SectionState state={state} onRetry={reload} />
      {state.status === 'ready' ? (
        <div className="dev-panel__choice">
          <input
            type="checkbox"
            id={`${id}-throttle`}
            checked={switched ?? state.data.enabled}
            aria-describedby={`${id}-throttle-hint`}
            onChange={(event) => void toggle(event.currentTarget.checked)}
          />
          <label htmlFor={`${id}-throttle`}>{t('throttle.label')}</label>
          <p id={`${id}-throttle-hint`} className="dev-panel__muted">
            {t('throttle.hint', {
              attempts: state.data.limits.login.maxAttempts,
              seconds: state.data.limits.login.decaySeconds,
            })}
          </p>
        </div>
      ) : null}
      <ActionOutcome note={note} failed={failed} />
    </div>
  );
}
