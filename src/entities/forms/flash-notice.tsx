import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { flashKeyOf } from './flash-state';
import '@/components/ui/forms.css';

/**
 * A message a screen leaves for the next one: navigate with `state: { flashKey }` (a key of the
 * `server` namespace) and the page you land on says it (Change course → My courses: "course
 * updated"). It belongs to that history entry, so it goes with the next navigation.
 */
export function FlashNotice() {
  const { t } = useTranslation('server');
  const flashKey = flashKeyOf(useLocation().state);
  // Rendered inside the layout's live region (root-layout.tsx): no region of its own.
  return flashKey ? (
    <div className="flash-notice">
      <p className="form-alert form-alert--success">{t(flashKey)}</p>
    </div>
  ) : null;
}
