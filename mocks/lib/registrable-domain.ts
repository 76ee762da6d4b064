// Stands in for `tldts` in the browser's mock builds (vite.config.ts). MSW's cookie store
// (tough-cookie) asks it for a cookie domain's registrable domain, and the real answer needs the
// whole public-suffix list: about 100 KB gzip, the largest input of the in-browser mock chunk.
// The mock serves the app's own origin and sets no cookie (the API takes a bearer token), so the
// list's default rule is enough: the last label is the public suffix, and the registrable domain
// is the last two labels. Node (tests, the mock server) keeps the real list.

const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[?[0-9a-f:]+\]?)$/i;

/** `shop.example.com` → `example.com`; an IP address or a single label → null. */
export function getDomain(host: string): string | null {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (!name || IP_ADDRESS.test(name)) return null;
  const labels = name.split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
