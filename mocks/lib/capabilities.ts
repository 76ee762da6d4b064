// Which capabilities of the registry (src/lib/capabilities/registry.ts) the mock offers right
// now: every one by default (the later version with every extension). Each can be turned off on
// its own (the developer panel, POST /__dev/capabilities), and each backend version is a named
// set of them (POST /__dev/api-version, a shortcut). What turning one off does: its calls answer
// 404 as a route the server does not have, its answer fields are left out (both in route(), for
// every handler alike), and its rule is applied by the handler it is about (`offers(id)`). Kept
// like the scenario: in the browser in localStorage, so it survives reloads, until changed or
// POST /__dev/reset.
import {
  API_VERSIONS,
  CAPABILITIES,
  CAPABILITY_IDS,
  isCapabilityId,
  VERSION_CAPABILITIES,
  versionOf,
  type ApiVersion,
  type Capability,
  type CapabilityField,
  type CapabilityId,
} from '../../src/lib/capabilities/registry';

export { API_VERSIONS, CAPABILITY_IDS, isCapabilityId, type ApiVersion, type CapabilityId };

export const CAPABILITIES_STORAGE_KEY = 'academy.mock-capabilities';

type CapabilityStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

let storage: CapabilityStorage | null = null;
let offered = new Set<CapabilityId>(CAPABILITY_IDS);

export const isApiVersion = (value: unknown): value is ApiVersion =>
  typeof value === 'string' && (API_VERSIONS as readonly string[]).includes(value);

/** The turned-off capabilities saved by an earlier page, or none. */
function readSaved(target: CapabilityStorage | null): CapabilityId[] {
  try {
    const saved: unknown = JSON.parse(target?.getItem(CAPABILITIES_STORAGE_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter(isCapabilityId) : [];
  } catch {
    return [];
  }
}

/** Keeps the switches in `target` (the browser passes localStorage) and reads the saved ones. */
export function setCapabilityStorage(target: CapabilityStorage | null): void {
  storage = target;
  const off = readSaved(target);
  offered = new Set(CAPABILITY_IDS.filter((id) => !off.includes(id)));
}

function save(): void {
  const off = CAPABILITY_IDS.filter((id) => !offered.has(id));
  try {
    if (off.length === 0) storage?.removeItem(CAPABILITIES_STORAGE_KEY);
    else storage?.setItem(CAPABILITIES_STORAGE_KEY, JSON.stringify(off));
  } catch (error) {
    console.warn('The mock capabilities could not be saved', error);
  }
}

/** Whether the mock offers the capability now. */
export const offers = (id: CapabilityId): boolean => offered.has(id);

export const offeredCapabilities = (): CapabilityId[] =>
  CAPABILITY_IDS.filter((id) => offered.has(id));

/** Turns capabilities on or off, the others as they are. */
export function setCapabilities(changes: Partial<Record<CapabilityId, boolean>>): void {
  for (const [id, on] of Object.entries(changes) as [CapabilityId, boolean][]) {
    if (on) offered.add(id);
    else offered.delete(id);
  }
  save();
}

/** Every capability of the version on, every other off. */
export function setApiVersion(version: ApiVersion): void {
  offered = new Set(VERSION_CAPABILITIES[version]);
  save();
}

/** The version the switches make up, or null when they are a set of their own. */
export const activeApiVersion = (): ApiVersion | null => versionOf(offered);

/** Whether the version's capabilities are all on (the later version: every one of them). */
export const speaksLaterVersion = (): boolean =>
  VERSION_CAPABILITIES.later.every((id) => offered.has(id));

const switchedOff = (): Capability[] => CAPABILITIES.filter((entry) => !offered.has(entry.id));

/** Whether `operationId` is a call of a capability turned off (it then answers 404). */
export function callNotOffered(operationId: string): boolean {
  return switchedOff().some((entry) =>
    entry.calls?.some((call) => call.operationId === operationId),
  );
}

/** The answer fields of turned-off capabilities that `operationId` leaves out at `status`. */
export function fieldsLeftOut(operationId: string, status: number): CapabilityField[] {
  return switchedOff().flatMap((entry) =>
    (entry.fields ?? []).filter(
      (field) =>
        field.operationId === operationId &&
        (field.statuses ? field.statuses.includes(status) : status >= 200 && status < 300),
    ),
  );
}

/** Removes `path` (`a.b[].c`) from a JSON value, in place. */
export function removePath(value: unknown, path: string): void {
  const [head, ...rest] = path.split('.');
  if (head === undefined || value === null || typeof value !== 'object') return;
  const list = head.endsWith('[]');
  const key = list ? head.slice(0, -2) : head;
  const record = value as Record<string, unknown>;
  if (rest.length === 0 && !list) {
    delete record[key];
    return;
  }
  const next = record[key];
  if (list) {
    if (Array.isArray(next)) for (const item of next) removePath(item, rest.join('.'));
  } else removePath(next, rest.join('.'));
}
