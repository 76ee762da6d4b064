// The README's first steps, held to the code they describe: a newcomer follows them literally.
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

  it('says which language a first visit opens in, and where to switch', () => {
    expect(startHere).toContain(`opens in ${languageNames[defaultLanguage]}`);
    expect(startHere).toMatch(/language switcher|Switch language with/);
  });

  it('explains npm\u2019s skipped install scripts', () => {
    expect(startHere).toMatch(/install scripts were skipped[\s\S]*allowScripts/);
  });

  it('says the /__dev endpoints answer curl only from npm run mock-server', () => {
    const firstCurl = readme.indexOf('curl -X');
    expect(firstCurl).toBeGreaterThan(0);
    // The two runtimes are explained before any curl example, and every curl goes to the server.
    const before = readme.slice(0, firstCurl);
    expect(before).toMatch(/Under `npm start`[\s\S]*in the browser[\s\S]*gets the app's HTML/);
    expect(before).toMatch(/Under `npm run mock-server`/);
    expect(readme).not.toMatch(/on every runtime/);
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
