// What an answer must never carry, looked for in the whole answer rather than under one key: a
// secret renamed, moved or written into a sentence is still the secret. The harness knows the
// secrets themselves — the test accounts' tokens, passwords and e-mail addresses, the sandbox's
// card number, a quiz's correct answers read from its owner's view — and fails any answer that
// carries one where the spec says it never goes.
import { formatIssuePath } from './schemas';

type Path = (string | number)[];

export interface Secret {
  /** What it is, for the failure line: "the learner's bearer token". */
  what: string;
  /** The rule that keeps it out, for the failure line: "no answer carries a bearer token". */
  rule: string;
  /** A string that carries it: equal to it, or containing it when `contains` is set. */
  text?: string;
  contains?: boolean;
  /** Applied to `text` and to every string before comparing (digits only, for card numbers). */
  normalise?: (text: string) => string;
  /** A list of ids that equals this set, in any order, carries it (a quiz's correct options). */
  ids?: readonly number[];
  /**
   * A single id of `ids` carries it too, inside this part of the answer only (ids are small
   * numbers: elsewhere a score or a total may equal one by chance), except under these keys.
   */
  idsWithin?: { at: Path; except: readonly string[] };
  /** Where the answer may carry it after all (`token` of a sign-in answer). */
  allowedAt?: (path: string) => boolean;
}

export interface Leak {
  /** `question_results[1].answer_key`, `(body)` for the whole answer. */
  path: string;
  secret: Secret;
}

const startsWith = (path: Path, prefix: Path): boolean =>
  prefix.length <= path.length && prefix.every((part, index) => path[index] === part);

const sameSet = (list: readonly unknown[], ids: readonly number[]): boolean =>
  list.length === ids.length &&
  list.every((item) => typeof item === 'number' && ids.includes(item)) &&
  ids.every((id) => list.includes(id));

function carries(secret: Secret, value: unknown, path: Path): boolean {
  if (typeof value === 'string' && secret.text !== undefined) {
    const normalise = secret.normalise ?? ((text: string) => text);
    const wanted = normalise(secret.text);
    const seen = normalise(value);
    return wanted.length > 0 && (secret.contains ? seen.includes(wanted) : seen === wanted);
  }
  if (Array.isArray(value) && secret.ids && secret.ids.length > 1)
    return sameSet(value, secret.ids);
  if (typeof value === 'number' && secret.ids && secret.idsWithin) {
    const { at, except } = secret.idsWithin;
    return (
      secret.ids.includes(value) &&
      startsWith(path, at) &&
      path.length > at.length &&
      !path.slice(at.length).some((part) => typeof part === 'string' && except.includes(part))
    );
  }
  return false;
}

/** Every place in `body` that carries one of `secrets`, each secret once per place. */
export function findLeaks(body: unknown, secrets: readonly Secret[]): Leak[] {
  if (secrets.length === 0) return [];
  const leaks: Leak[] = [];
  const visit = (value: unknown, path: Path) => {
    for (const secret of secrets)
      if (carries(secret, value, path)) {
        const where = formatIssuePath(path);
        if (!secret.allowedAt?.(where)) leaks.push({ path: where, secret });
      }
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
  };
  visit(body, []);
  // A list that carries a secret is one leak, not one more for each of its items.
  return leaks.filter(
    (leak) =>
      !leaks.some(
        (outer) =>
          outer !== leak &&
          outer.secret === leak.secret &&
          outer.path !== '(body)' &&
          (leak.path.startsWith(`${outer.path}[`) || leak.path.startsWith(`${outer.path}.`)),
      ),
  );
}

/** The failure lines of the leaks in one answer (`label`: `operation status`). */
export const leakProblems = (label: string, body: unknown, secrets: readonly Secret[]): string[] =>
  findLeaks(body, secrets).map(
    ({ path, secret }) => `${label} ${path}: carries ${secret.what} (${secret.rule})`,
  );

/** Digits only: a card number written with spaces or dashes is the same number. */
export const digitsOnly = (text: string): string => text.replace(/\D/g, '');
