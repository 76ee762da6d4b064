import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { devApi } from './dev-api';
import { ActionOutcome, SectionState, useSectionAction } from './section-state';
import { useSectionData } from './use-section-data';

/** Quiz attempts in their 24-hour cooldown, each with "End the cooldown" (decision 27). */
export function QuizzesSection() {
  const { t, i18n } = useTranslation('dev-panel');
  const load = useCallback(() => devApi.quizCooldowns(), []);
  const [state, reload] = useSectionData(load);
  const { note, failed, act } = useSectionAction(reload);
  const locale = i18n.language === 'arm' ? 'hy-AM' : i18n.language;

  const end = (id: number, who: string) =>
    act(async () => {
      await devApi.endQuizCooldown(id);
      return t('quizzes.ended', { email: who });
    });

  return (
    <div className="dev-panel__section">
      <p className="dev-panel__muted">{t('quizzes.intro')}</p>
      <SectionState state={state} onRetry={reload} />
      <ActionOutcome note={note} failed={failed} />
      {state.status === 'ready' &&
        (state.data.cooldowns.length === 0 ? (
          <p>{t('quizzes.none')}</p>
        ) : (
          <ul className="dev-panel__list">
            {state.data.cooldowns.map((cooldown) => (
              <li key={cooldown.id} className="dev-panel__row">
                <span>
                  {t('quizzes.item', {
                    email: cooldown.user_email,
                    course: cooldown.course_title,
                    until: cooldown.cooldown_until
                      ? new Date(cooldown.cooldown_until).toLocaleString(locale)
                      : t('quizzes.notStarted'),
                  })}
                </span>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void end(cooldown.id, cooldown.user_email)}
                >
                  {t('quizzes.end', { email: cooldown.user_email, course: cooldown.course_title })}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
