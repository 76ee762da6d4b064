// The mock backend's ready accounts, for the sign-in page to offer in mock mode, so a
// reviewer can sign in without reading the docs. The app never imports mocks/ statically: the mock start-up (src/app/mocking.ts, a
// dynamic import production builds drop) hands them over here before the first render, so a
// build against a real API has none and shows none.

export interface SampleAccount {
  role: 'learner' | 'instructor';
  email: string;
  password: string;
}

let accounts: readonly SampleAccount[] = [];

export function provideSampleAccounts(list: readonly SampleAccount[]): void {
  accounts = list;
}

/** The accounts the mock backend answers to; empty outside mock mode. */
export const sampleAccounts = (): readonly SampleAccount[] => accounts;
