/** The billing countries checkout offers (issue 19), in the spec's order; names are translated. */
export const BILLING_COUNTRIES = [
  'armenia',
  'usa',
  'uk',
  'germany',
  'france',
  'italy',
  'canada',
  'australia',
  'japan',
  'india',
] as const;
export type BillingCountry = (typeof BILLING_COUNTRIES)[number];
