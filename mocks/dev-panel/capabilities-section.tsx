import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { API_VERSIONS, type ApiVersion, type CapabilityId } from '../lib/capabilities';
import { devApi, type DevCapabilities } from './dev-api';
import { ActionOutcome, SectionState, useSectionAction } from './section-state';
import { useSectionData } from './use-section-data';

/**
 * What the mock offers beyond every version of the original backend (docs/capabilities.md):
 * each capability on or off on its own, or a version's whole set at once. Kept across reloads
 * until changed or reset.
 */
export function CapabilitiesSection() {
  const { t } = useTranslation('dev-panel');
  const id = useId();
  const load = useCallback(() => devApi.capabilities(), []);
  const [state, reload] = useSectionData<DevCapabilities>(load);
  const { note, failed, act } = useSectionAction(reload);

  const toggle = (capability: CapabilityId, on: boolean) =>
    act(async () => {
      await devApi.setCapabilities({ capabilities: { [capability]: on } });
      return t(on ? 'capabilities.turnedOn' : 'capabilities.turnedOff', {
        name: t(`capabilities.names.${capability}`),
      });
    });

  const chooseVersion = (version: ApiVersion) =>
    act(async () => {
      await devApi.setCapabilities({ version });
      return t('capabilities.versionSet', { name: t(`capabilities.versions.${version}`) });
    });

  return (
    <div className="dev-panel__section">
      <p className="dev-panel__muted">{t('capabilities.intro')}</p>
      <SectionState state={state} onRetry={reload} />
      <ActionOutcome note={note} failed={failed} />
      {state.status === 'ready' && (
        <>
          <p>
            {state.data.version
              ? t('capabilities.current', {
                  name: t(`capabilities.versions.${state.data.version}`),
                })
              : t('capabilities.custom')}
          </p>
          <div className="dev-panel__row">
            {API_VERSIONS.map((version) => (
              <button
                key={version}
                type="button"
                className="button button--secondary"
                aria-pressed={state.data.version === version}
                onClick={() => void chooseVersion(version)}
              >
                {t(`capabilities.versions.${version}`)}
              </button>
            ))}
          </div>
          <fieldset className="dev-panel__fieldset">
            <legend>{t('capabilities.legend')}</legend>
            {state.data.capabilities.map((capability) => (
              <div key={capability.id} className="dev-panel__choice">
                <input
                  type="checkbox"
                  id={`${id}-${capability.id}`}
                  checked={capability.offered}
                  onChange={(event) => void toggle(capability.id, event.target.checked)}
                />
                <label htmlFor={`${id}-${capability.id}`}>
                  {t(`capabilities.names.${capability.id}`)} <code>{capability.id}</code>
                </label>
              </div>
            ))}
          </fieldset>
        </>
      )}
    </div>
  );
}
