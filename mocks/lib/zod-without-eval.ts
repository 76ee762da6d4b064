// zod compiles object schemas to `new Function` when it may, and probes whether it may with a
// `new Function` of its own as each schema is built. The pages' Content Security Policy refuses
// both, and reports the probe even where zod catches the refusal. Imported before any schema of
// the in-browser mock is built (src/app/mocking.ts), this makes zod interpret them instead.
import { config } from 'zod';

config({ jitless: true });
