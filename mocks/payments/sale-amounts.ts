// A sale's three amounts (gross, the platform's fee, the instructor's net), in integer cents of
// AMD. Pure, so the seed can use it without pulling in the ledger's handlers and realtime.

/** A sale settles by itself this long after it was made, unless the developer panel changes it. */
export const DEFAULT_SETTLE_DELAY_MS = 7 * 86_400_000;

/** The platform's share of every sale, in percent (the app never writes it: it shows `total_fee`). */
export const PLATFORM_FEE_PERCENT = 30;

/**
 * The mock's fixed rates into drams (cents of AMD per cent of the currency): a course bought in
 * dollars or roubles is credited to the instructor's AMD wallet at these.
 */
const TO_AMD: Readonly<Record<string, number>> = { AMD: 1, USD: 400, RUB: 5, EUR: 420 };

/** The fee of a gross amount in whole cents, rounded half up, in integers only. */
export const feeOf = (grossCents: number): number =>
  Math.floor((grossCents * PLATFORM_FEE_PERCENT + 50) / 100);

/** A sale's three amounts from what the learner paid, `amountCents` of `currency`. */
export function saleAmounts(amountCents: number, currency: string) {
  const gross = amountCents * (TO_AMD[currency] ?? 1);
  const fee = feeOf(gross);
  return { gross_cents: gross, fee_cents: fee, net_cents: gross - fee };
}
