import { useLocation } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { flashKeyOf } from './flash-state';

/**
 * A message a screen leaves for the next one: navigate with `state: { flashKey }` (a key of the
 * `server` namespace) and the page you land on says it (Change course → My courses: "course
 * updated"). It belongs to that history entry, so it goes with the next navigation.
 */
export function FlashNotice() {
  const flashKey = flashKeyOf(useLocation().state);
  return flashKey ? (
    <div className="flash-notice">
      <FormAlert tone="success" messageKey={flashKey} />
    </div>
  ) : null;
}
