// `npm run security-headers [-- --out-dir dist]`: the headers a host sends with a build, as nginx
// `add_header` lines (docs/deployment.md): the build's Content Security Policy, made from its
// pages, and the other security headers. Caching differs by path and is in the nginx config.
import { prerenderOutDir } from './prerender-args';
import { nginxSnippet, securityHeaders } from './lib/security-headers';

const outDir = prerenderOutDir(process.argv, process.cwd());
try {
  console.info(nginxSnippet(securityHeaders(outDir)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
