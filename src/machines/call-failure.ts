/**
 * How a machine hears that a call failed: the call's actor answers a failure as one of its
 * outcomes, in this shape, and never throws for an answer the server gave. The entity layer
 * builds it with the one failure mapper (`failureOutcome` in src/entities/forms/form-outcome.ts),
 * from a table of the kinds the machine tells apart; the machine reads data, never an HTTP error.
 */

/** Field name to the message key shown under it. */
export type FieldErrors = Partial<Record<string, string>>;

/** An amount as the server gives it: a decimal string and its ISO 4217 letter code. */
export interface Money {
  amount: string;
  currency: string;
}

/** The smallest and largest amount the server accepts (a top-up, a payout), as it gave them. */
export interface AmountLimits {
  min: Money;
  max: Money;
}

/** A cooldown as the server states it: its end and the server's clock at the answer. */
export interface Cooldown {
  until: string;
  serverTime: string;
}

export interface CallFailureOf<Kind extends string> {
  /** The call's own name for what happened (its table of kinds). */
  kind: Kind;
  /**
   * The message to show: the call's own, else the answer's when the app knows it, else the
   * call's general one. Absent when the fields carry the messages, or when the call leaves
   * the words to the screen (payments word a failure by its kind).
   */
  messageKey?: string;
  /** A 422's first message per field, under the form's own field names. */
  fieldErrors?: FieldErrors;
  /** The price the server charges now (a 409 price change), when it is known. */
  price?: Money;
  /** What the server accepts, when it refused an amount and said so. */
  limits?: AmountLimits;
  /** When the next attempt opens, by the server's clock (a quiz's 429). */
  cooldown?: Cooldown;
}

/** A failure of one of `Kind`'s kinds (a union of one record per kind, so `kind` narrows it). */
export type CallFailure<Kind extends string> = Kind extends string ? CallFailureOf<Kind> : never;
