import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SCENARIOS, type Scenario } from '../lib/scenario';
import { devApi } from './dev-api';
import { ActionOutcome, useSectionAction } from './section-state';

/** Slow network, 500 everywhere or offline, on until switched back to normal. */
export function ScenariosSection({
  scenario,
  onChange,
}: {
  scenario: Scenario;
  onChange: (next: Scenario) => void;
}) {
  const { t } = useTranslation('dev-panel');
  const id = useId();

  const { note, failed, act } = useSectionAction();

  const choose = (next: Scenario) =>
    act(async () => {
      const answer = await devApi.setScenario(next);
      onChange(answer.scenario);
      return t('scenarios.saved', { name: t(`scenarios.names.${answer.scenario}`) });
    });

  return (
    <div className="dev-panel__section">
      <fieldset className="dev-panel__fieldset">
        <legend>{t('scenarios.legend')}</legend>
        <p className="dev-panel__muted">{t('scenarios.hint')}</p>
        {SCENARIOS.map((name) => (
          <div key={name} className="dev-panel__choice">
            <input
              type="radio"
              id={`${id}-${name}`}
              name={`${id}-scenario`}
              value={name}
              checked={scenario === name}
              aria-describedby={`${id}-${name}-hint`}
              onChange={() => void choose(name)}
            />
            <label htmlFor={`${id}-${name}`}>{t(`scenarios.names.${name}`)}</label>
            <p id={`${id}-${name}-hint`} className="dev-panel__muted">
              {t(`scenarios.hints.${name}`)}
            </p>
          </div>
        ))}
      </fieldset>
      <ActionOutcome note={note} failed={failed} />
    </div>
  );
}
