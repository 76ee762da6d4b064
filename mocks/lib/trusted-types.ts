// The in-browser mock's Trusted Types policy. Mock-mode builds carry the production Content
// Security Policy (scripts/content-security-policy.ts), which lets no string reach a DOM script
// sink. The mock has a few that must: MSW registers its service worker with the address as a
// string, and the bank's page writes its markup, script and JSON data into the page
// (payments/bank-page.ts). The browser hands such strings to the policy named `default`; this one
// lets through exactly those constants, and JSON text (the bank page's data block, which changes
// with each order; JSON calls nothing, whatever runs it), and refuses everything else, which the
// browser then blocks and reports as it would with no policy at all.

/** The policy's name: `default`, the one the browser consults for a string given to a sink. */
export const MOCK_TRUSTED_TYPES_POLICY = 'default';

/** The constants the policy lets through, by kind. */
export interface MockTrustedValues {
  scriptUrls: readonly string[];
  html: readonly string[];
  scripts: readonly string[];
}

/** The DOM's Trusted Types factory (not in TypeScript's DOM types); absent in some engines. */
interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: Record<'createScriptURL' | 'createHTML' | 'createScript', (input: string) => unknown>,
  ): unknown;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Makes the policy, once per page (the directive allows no second policy of a name). */
export function installMockTrustedTypes(allowed: MockTrustedValues): void {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return;
  // null, not a throw: the browser then blocks the value and reports the violation.
  const only = (values: readonly string[]) => (input: string) =>
    values.includes(input) ? input : null;
  factory.createPolicy(MOCK_TRUSTED_TYPES_POLICY, {
    createScriptURL: only(allowed.scriptUrls),
    createHTML: only(allowed.html),
    createScript: (input) => only(allowed.scripts)(input) ?? (isJson(input) ? input : null),
  });
}
