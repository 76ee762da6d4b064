import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/ui/use-language';
import { formatMoment } from '@/lib/format/dates';

interface DraftOfferProps {
  savedAt: Date;
  onRestore: () => void;
  onDiscard: () => void;
}

/**
 * "You have an unsent draft from 14:02 — Restore / Discard": says what is offered and when it
 * was typed, takes focus when it appears (a screen reader reads it, a keyboard is at its
 * buttons) and is announced.
 */
export function DraftOffer({ savedAt, onRestore, onDiscard }: DraftOfferProps) {
  const { t } = useTranslation('course-form');
  const language = useLanguage();
  const textId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <div
      ref={box}
      className="course-form__draft"
      role="group"
      aria-labelledby={textId}
      tabIndex={-1}
    >
      <p id={textId} role="status">
        {t('draft.found', { time: formatMoment(savedAt, language) })}
      </p>
      <div className="course-form__draft-actions">
        <button type="button" className="button button--primary" onClick={onRestore}>
          {t('draft.restore')}
        </button>
        <button type="button" className="button button--ghost" onClick={onDiscard}>
          {t('draft.discard')}
        </button>
      </div>
    </div>
  );
}
