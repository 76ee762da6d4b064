// zod compiles object schemas to `new Function` when it may, and probes whether it may with a
// `new Function` of its own as each schema is built. A page's Content Security Policy refuses
// both, and reports the probe even where zod catches the refusal. Imported by request-schemas.ts
// before the generated schemas it builds (the only ones the in-browser mock has), this makes zod
// interpret them in a page instead. Elsewhere (tests, the standalone server) zod compiles as usual.
import { config } from 'zod';

if (typeof window !== 'undefined') config({ jitless: true });
