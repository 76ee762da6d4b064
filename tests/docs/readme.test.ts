// @vitest-environment node
// The README's first steps, held to the facts of the code they describe (the Node version, the
// first language, the screens, the mock server's address); its wording is left to the writers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultLanguage } from '@/lib/i18n/languages';
import { paths } from '@/lib/routes';
import packageJson from '../../package.json';

const root = join(import.meta.dirname, '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const startHere = readme.slice(readme.indexOf('## Start here'), readme.indexOf('### Realtime'));
const languageNames = { arm: 'Armenian', en: 'English', ru: 'Russian' } as const;

describe('README', () => {
  it('names the Node version package.json requires', () => {
    const minimum = /^>=(\d+\.\d+)/.exec(packageJson.engines.node)?.[1];
    expect(minimum).toBeDefined();
    expect(startHere).toContain(`Node.js ${minimum} or newer`);
  });

  it('names the language a first visit opens in', () => {
    expect(startHere).toContain(languageNames[defaultLanguage]);
  });

  it('sends every curl example to the standalone mock server', () => {
    expect(readme).toContain('curl -X');
    for (const line of readme.split('\n').filter((entry) => entry.includes('curl -X')))
      expect(line).toContain('http://127.0.0.1:4010/__dev/');
  });

  it('lists every public and account screen that exists', () => {
    const screens = startHere.slice(startHere.indexOf('**Screens you can use today:**'));
    for (const path of [
      paths.about,
      paths.whyChooseUs,
      paths.contact,
      paths.blog,
      paths.signUp,
      paths.verify,
      paths.signIn,
      paths.forgotPassword,
      paths.changePassword,
      paths.dashboard,
      paths.notAuthorized,
    ])
      expect(screens).toContain(`\`${path}\``);
  });
});
