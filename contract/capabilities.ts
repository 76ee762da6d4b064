// What the checked server offers of the capability registry (src/lib/capabilities/registry.ts):
// the list the app decides by and the mock switches, reported for this server. Each capability
// is judged by what the run saw: its calls (a 2xx, or the call's own "no such record" 404, means
// there; only other 404s mean not there) and its answer fields (carried or left out by answers
// that could carry them). A capability that is only a rule of what the server accepts cannot be
// seen from answers; the app sends what both accept, so it need not know.
import {
  CAPABILITIES,
  type Capability,
  type CapabilityId,
  type CapabilityOrigin,
} from '../src/lib/capabilities/registry';
import type { Exchange } from './http';

/**
 * offered: everything of it the run met was there; partly: some answer fields were there and
 * some not; absent: what the run met of it was not there; not seen: the run met none of it; not
 * told: a rule only, which answers do not show.
 */
export type CapabilityVerdict = 'offered' | 'partly' | 'absent' | 'not seen' | 'not told';

export interface CapabilityStatus {
  id: CapabilityId;
  name: string;
  origin: CapabilityOrigin;
  status: CapabilityVerdict;
  /** What the run saw, in words (empty when it saw nothing of it). */
  evidence: string;
  /** What the app does without it (the registry's words). */
  without: string;
}

type Presence = 'present' | 'absent' | 'unknown';

/**
 * Whether `path` (`a.b[].c`) is in `value`: present when it is (in any item of a list), absent
 * when the answer could carry it and does not, unknown when nothing on the way can (an empty
 * list, a null).
 */
export function presenceOf(value: unknown, path: readonly string[]): Presence {
  if (path.length === 0) return 'present';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'unknown';
  const [head = '', ...rest] = path;
  const list = head.endsWith('[]');
  const key = list ? head.slice(0, -2) : head;
  const record = value as Record<string, unknown>;
  if (!(key in record)) return 'absent';
  const next = record[key];
  if (!list) return rest.length === 0 ? 'present' : presenceOf(next, rest);
  if (!Array.isArray(next) || next.length === 0) return 'unknown';
  const found = next.map((item) => presenceOf(item, rest));
  if (found.includes('present')) return 'present';
  return found.includes('absent') ? 'absent' : 'unknown';
}

const isSuccess = (status: number) => status >= 200 && status < 300;

const messageKeyOf = (body: unknown): unknown =>
  typeof body === 'object' && body !== null
    ? (body as { message_key?: unknown }).message_key
    : undefined;

/** Answer fields listed by more than one capability (`operationId path`). */
const sharedFields: ReadonlySet<string> = (() => {
  const keys = (CAPABILITIES as readonly Capability[]).flatMap((capability) => [
    ...new Set((capability.fields ?? []).map((field) => `${field.operationId} ${field.path}`)),
  ]);
  return new Set(keys.filter((key, index) => keys.indexOf(key) !== index));
})();

/** Watches every exchange of a run and judges each capability at the end. */
export class CapabilityObserver {
  /** Calls of a capability that answered: there (2xx or a record's 404) or not (another 404). */
  private readonly calls = new Map<string, { there: boolean; notThere: boolean }>();
  /** `operationId path` of capability fields to whether an answer carried them. */
  private readonly fields = new Map<string, { present: boolean; absent: boolean }>();

  note(exchange: Exchange): void {
    for (const capability of CAPABILITIES as readonly Capability[]) {
      for (const call of capability.calls ?? []) {
        if (call.operationId !== exchange.operationId) continue;
        const seen = this.calls.get(call.operationId) ?? { there: false, notThere: false };
        if (isSuccess(exchange.status)) seen.there = true;
        else if (exchange.status === 404) {
          const own =
            call.recordNotFoundKey !== undefined &&
            messageKeyOf(exchange.body) === call.recordNotFoundKey;
          if (own) seen.there = true;
          else seen.notThere = true;
        }
        this.calls.set(call.operationId, seen);
      }
      for (const field of capability.fields ?? []) {
        if (field.operationId !== exchange.operationId) continue;
        const carries = field.statuses
          ? field.statuses.includes(exchange.status)
          : isSuccess(exchange.status);
        if (!carries || exchange.body === undefined) continue;
        const presence = presenceOf(exchange.body, field.path.split('.'));
        if (presence === 'unknown') continue;
        const key = `${field.operationId} ${field.path}`;
        const seen = this.fields.get(key) ?? { present: false, absent: false };
        if (presence === 'present') seen.present = true;
        else seen.absent = true;
        this.fields.set(key, seen);
      }
    }
  }

  statuses(): CapabilityStatus[] {
    return (CAPABILITIES as readonly Capability[]).map((capability) => {
      const there: string[] = [];
      const notThere: string[] = [];
      const calls = (capability.calls ?? []).flatMap((call) => {
        const seen = this.calls.get(call.operationId);
        return seen ? [{ operationId: call.operationId, ...seen }] : [];
      });
      // A capability's calls stand together: one of them answering shows the capability is there
      // (another may 404 for a record the run asked for that does not exist).
      if (calls.some((call) => call.there))
        there.push(...calls.filter((call) => call.there).map((call) => call.operationId));
      else if (calls.length > 0) notThere.push(...calls.map((call) => `${call.operationId} 404`));
      for (const field of capability.fields ?? []) {
        const key = `${field.operationId} ${field.path}`;
        const seen = this.fields.get(key);
        if (!seen) continue;
        if (seen.present) there.push(key);
        // A field two capabilities share (the balance's currency) is left out when either is
        // off: its absence tells which of them is not.
        else if (!sharedFields.has(key)) notThere.push(`${key} left out`);
      }
      const unique = (list: string[]) => [...new Set(list)];
      const status: CapabilityVerdict =
        there.length > 0 && notThere.length > 0
          ? 'partly'
          : there.length > 0
            ? 'offered'
            : notThere.length > 0
              ? 'absent'
              : !capability.calls?.length && !capability.fields?.length
                ? 'not told'
                : 'not seen';
      const evidence = [
        ...(there.length > 0 ? [`seen: ${unique(there).join(', ')}`] : []),
        ...(notThere.length > 0 ? [`missing: ${unique(notThere).join(', ')}`] : []),
      ].join('; ');
      return {
        id: capability.id as CapabilityId,
        name: capability.name,
        origin: capability.origin,
        status,
        evidence,
        without: capability.without,
      };
    });
  }
}
