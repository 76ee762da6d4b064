// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { earlyInputGuardScript, withEarlyInputGuard } from './early-input-guard-html';

const indexHtml = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');
const messages = { hy: 'Դեռ բեռնվում է…', en: 'Still loading…', ru: 'Ещё загружается…' };

describe('the early input guard in index.html', () => {
  const html = withEarlyInputGuard(indexHtml, earlyInputGuardScript(messages));

  it('keeps <meta charset> within the first 1024 bytes, as HTML requires', () => {
    const bytes = Buffer.from(html, 'utf8');
    expect(bytes.subarray(0, 1024).toString('latin1')).toMatch(/<meta charset="UTF-8"/);
  });

  it('is the first script of the page, before the prerendered screen and the app', () => {
    const firstScript = html.indexOf('<script');
    expect(html.slice(firstScript, firstScript + 60)).toMatch(/^<script>\(function /);
    expect(firstScript).toBeLessThan(html.indexOf('<body'));
    expect(html.match(/installEarlyInputGuard/g)).toHaveLength(1);
  });

  it('is plain ASCII, and still says "still loading" in each language when run', () => {
    const script = earlyInputGuardScript(messages);
    expect([...script].every((character) => character.charCodeAt(0) < 0x80)).toBe(true);
    expect(script).not.toContain('</');
    const words = /\)\(window, (\{.*\})\);$/s.exec(script)![1]!;
    expect(JSON.parse(words)).toEqual(messages);
  });

  it('refuses a page without a charset declaration instead of guessing where to go', () => {
    expect(() => withEarlyInputGuard('<html><head></head></html>', 'x')).toThrow(/charset/);
  });
});
