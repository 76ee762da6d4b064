// How the early input guard (src/app/first-screen/early-input-guard.ts) is written into every
// page's HTML by vite.config.ts: inline, as the first script, yet after <meta charset>. HTML wants
// the charset declared within the first 1024 bytes; a 2.7 KB script before it pushed it past
// that, and a host that sends no charset header would then decode the page by guesswork.
import { installEarlyInputGuard } from '../src/app/first-screen/early-input-guard';

/** Every character outside ASCII as a \uXXXX escape: the script reads the same in any decoding. */
const asciiOnly = (source: string) =>
  source.replace(
    /[\u007f-\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** The guard's inline source, with its "still loading" words keyed by `<html lang>`. */
export function earlyInputGuardScript(messages: Readonly<Record<string, string>>): string {
  const words = JSON.stringify(messages).replace(/</g, '\\u003c');
  return asciiOnly(`(${installEarlyInputGuard.toString()})(window, ${words});`);
}

const charsetMeta = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i;

/** `html` with `script` inline right after its <meta charset>, before every other script. */
export function withEarlyInputGuard(html: string, script: string): string {
  const match = charsetMeta.exec(html);
  if (!match) throw new Error('index.html has no <meta charset>: the guard goes right after it');
  const end = match.index + match[0].length;
  return `${html.slice(0, end)}\n    <script>${script}</script>${html.slice(end)}`;
}
