// How the early input guard (src/app/first-screen/early-input-guard.ts) is written into every
// page's HTML by vite.config.ts: inline, as the first script, yet after <meta charset>. HTML wants
// the charset declared within the first 1024 bytes; a 2.7 KB script before it pushed it past
// that, and a host that sends no charset header would then decode the page by guesswork.
import { installEarlyInputGuard } from '../src/app/first-screen/early-input-guard.ts';
import {
  installEarlyLanguageMenu,
  type EarlyLanguageWords,
} from '../src/app/first-screen/early-language-menu.ts';

/** Every character outside ASCII as a \uXXXX escape: the script reads the same in any decoding. */
const asciiOnly = (source: string) =>
  source.replace(
    /[\u007f-\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** `value` as a JavaScript literal that is safe inside an HTML <script>. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The guard's inline source, with its "still loading" words keyed by `<html lang>`. */
export function earlyInputGuardScript(messages: Readonly<Record<string, string>>): string {
  return asciiOnly(`(${installEarlyInputGuard.toString()})(window, ${scriptLiteral(messages)});`);
}

/** The early language menu's inline source (runs after the guard, whose record it updates). */
export function earlyLanguageMenuScript(words: EarlyLanguageWords): string {
  return asciiOnly(`(${installEarlyLanguageMenu.toString()})(window, ${scriptLiteral(words)});`);
}

const charsetMeta = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i;

/** `html` with `script` inline right after its <meta charset>, before every other script. */
export function withEarlyInputGuard(html: string, script: string): string {
  const match = charsetMeta.exec(html);
  if (!match) throw new Error('index.html has no <meta charset>: the guard goes right after it');
  const end = match.index + match[0].length;
  return `${html.slice(0, end)}\n    <script>${script}</script>${html.slice(end)}`;
}
