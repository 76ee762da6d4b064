import './status-badge.css';

/** How a status reads at a glance: done, still on its way, refused, or given back. */
export type StatusTone = 'paid' | 'waiting' | 'failed' | 'returned';

// A sign besides the colour, so a badge does not speak through colour alone.
const signs: Record<StatusTone, string> = { paid: '✓', waiting: '…', failed: '✕', returned: '↩' };

/** A status as a badge: a sign, the translated word and a tone of colour. */
export function StatusBadge({ tone, label }: { tone: StatusTone; label: string }) {
  return (
    <span className={`status-badge status-badge--${tone}`}>
      <span aria-hidden="true">{signs[tone]} </span>
      {label}
    </span>
  );
}
