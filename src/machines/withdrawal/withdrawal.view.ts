import type { SnapshotFrom } from 'xstate';
import type { withdrawalMachine } from './withdrawal.machine';

type Snapshot = SnapshotFrom<typeof withdrawalMachine>;

/** What the withdraw page shows, by state: the one place that reads the machine's states for a view. */
export type WithdrawalView =
  /** The form; `refused` after a press of Review with fields to correct. */
  | { screen: 'form'; refused: boolean }
  /** What will be paid out, to confirm; `failedKey` when the last request failed. */
  | { screen: 'review'; busy: boolean; failedKey: string | null }
  /** The request is with the server: the page leaves for the wallet. */
  | { screen: 'submitted' };

export function withdrawalView(snapshot: Snapshot): WithdrawalView {
  if (snapshot.matches('editing'))
    return { screen: 'form', refused: snapshot.matches({ editing: 'invalid' }) };
  if (
    snapshot.matches('confirming') ||
    snapshot.matches('submitting') ||
    snapshot.matches('checking')
  )
    return { screen: 'review', busy: snapshot.hasTag('busy'), failedKey: null };
  if (snapshot.matches('failed'))
    return { screen: 'review', busy: false, failedKey: snapshot.context.messageKey };
  if (snapshot.matches('submitted')) return { screen: 'submitted' };
  throw new Error(`withdrawal: no view for ${JSON.stringify(snapshot.value)}`);
}
