// @vitest-environment node
// The seed's texts and images: every text present is real and in its language's script, every
// image the seed names is committed, and the committed images are what the generator draws.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderStorageImages, storage } from '../assets/generate-images';
import { LATEST_COMMENTS_COUNT } from '../handlers/marketing';
import { buildSeed } from './seed';
import { NO_PHOTO } from './seed-files';
import { blogTexts, courseTexts, peopleTexts, subjects } from './seed-texts';
import { COURSE_FORM_FIELDS, type Localized } from './types';

const ARMENIAN = /[\u0531-\u0556\u0561-\u0587]/u;
const CYRILLIC = /[\u0400-\u04ff]/u;

const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' &&
  value !== null &&
  'en' in value &&
  'ru' in value &&
  'arm' in value &&
  Object.keys(value).length === 3;

/** Every `{ en, ru, arm }` object inside a value, with where it was found. */
function localizedTexts(value: unknown, path = ''): { path: string; text: Localized }[] {
  // Prices are numbers per currency, not texts (checked on their own below).
  if (path.endsWith('.price')) return [];
  if (isLocalized(value)) return [{ path, text: value }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => localizedTexts(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => localizedTexts(item, `${path}.${key}`));
  return [];
}

/** What is wrong with one localised text, if anything. */
function problems({ path, text }: { path: string; text: Localized }): string[] {
  const found: string[] = [];
  const check = (lang: keyof Localized, own: RegExp | null, foreign: RegExp[]) => {
    const value = text[lang];
    if (value === null) return;
    // Paragraph lists (blog bodies) are checked paragraph by paragraph.
    const parts = Array.isArray(value) ? (value as string[]) : [value];
    for (const part of parts) {
      if (typeof part !== 'string' || part.trim() === '') found.push(`${path}.${lang} is empty`);
      else {
        // A name kept as it is in English (JavaScript, Node.js) needs no script of its own.
        if (own && !own.test(part) && part !== text.en)
          found.push(`${path}.${lang} is not in its script: ${part}`);
        for (const script of foreign)
          if (script.test(part)) found.push(`${path}.${lang} mixes in another script: ${part}`);
      }
    }
  };
  check('en', null, [ARMENIAN, CYRILLIC]);
  check('ru', CYRILLIC, [ARMENIAN]);
  check('arm', ARMENIAN, [CYRILLIC]);
  return found;
}

describe('seed texts (mocks/db/seed-data/*.json)', () => {
  it('has no empty text, and each language in its own script', () => {
    const all = [
      ...localizedTexts(subjects, 'subjects'),
      ...localizedTexts(courseTexts, 'courses'),
      ...localizedTexts(blogTexts, 'blogs'),
      ...localizedTexts(peopleTexts, 'people'),
    ];
    expect(all.length).toBeGreaterThan(300);
    expect(all.flatMap(problems)).toEqual([]);
  });

  it('finds an empty text and a text in the wrong script (the check itself can fail)', () => {
    expect(problems({ path: 'x', text: { en: 'Title', ru: ' ', arm: null } })).toEqual([
      'x.ru is empty',
    ]);
    expect(
      problems({ path: 'x', text: { en: 'Title', ru: 'Заголовок', arm: 'Title in English' } }),
    ).toEqual(['x.arm is not in its script: Title in English']);
    expect(problems({ path: 'x', text: { en: 'Title', ru: 'Վերնագիր', arm: 'Վերնագիր' } })).toEqual(
      ['x.ru is not in its script: Վերնագիր', 'x.ru mixes in another script: Վերնագիր'],
    );
  });

  it('writes every price as the decimal string of the API', () => {
    for (const course of courseTexts)
      for (const price of Object.values(course.price))
        if (price !== null) expect(price, course.title.en).toMatch(/^[0-9]{1,6}([.][0-9]{1,2})?$/u);
  });

  it('gives every review and every paragraph some text', () => {
    for (const subject of subjects)
      for (const review of subject.reviews) {
        expect(review.rating).toBeGreaterThanOrEqual(1);
        expect(review.rating).toBeLessThanOrEqual(5);
        if (review.text !== null) expect(review.text.trim()).not.toBe('');
      }
    for (const blog of blogTexts)
      for (const lang of ['en', 'ru', 'arm'] as const) {
        const paragraphs = blog.paragraphs[lang];
        // An article is translated whole or not at all.
        expect(paragraphs === null, `${blog.title.en} ${lang}`).toBe(blog.title[lang] === null);
        if (paragraphs) expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      }
  });
});

describe('seed content', () => {
  const seed = buildSeed();

  it('is deterministic', () => {
    expect(JSON.stringify(buildSeed())).toEqual(JSON.stringify(seed));
  });

  it('has about 45 courses in every status, with real descriptions, highlights, FAQs and details', () => {
    expect(seed.courses).toHaveLength(45);
    for (const course of seed.courses) {
      expect(
        course.description.en.split(/[.!?]\s/u).length,
        course.title.en,
      ).toBeGreaterThanOrEqual(2);
      expect(course.highlights.length).toBeGreaterThanOrEqual(3);
      expect(course.highlights.length).toBeLessThanOrEqual(6);
      expect(course.faqs.length).toBeGreaterThanOrEqual(2);
      expect(course.faqs.length).toBeLessThanOrEqual(4);
      expect(course.details.some((detail) => detail.time !== null)).toBe(true);
      expect(course.rejected_fields.length > 0).toBe(course.status === 'declined');
      for (const field of course.rejected_fields)
        expect([...COURSE_FORM_FIELDS, null]).toContain(field.field_name);
    }
    // Every course and every article has a cover of its own, and no two look the same.
    expect(new Set(seed.courses.map((course) => course.thumbnail)).size).toBe(seed.courses.length);
    expect(new Set(seed.blogs.map((blog) => blog.image)).size).toBe(seed.blogs.length);
    const drawn = renderStorageImages();
    const looks = (files: (string | null)[]) =>
      new Set(files.map((file) => String(drawn.get(file ?? '')))).size;
    expect(looks(seed.courses.map((course) => course.thumbnail))).toBe(seed.courses.length);
    expect(looks(seed.blogs.map((blog) => blog.image))).toBe(seed.blogs.length);
  });

  it('leaves a few courses untranslated or with only the title translated, and some prices to fall back', () => {
    const englishOnly = seed.courses.filter((course) => !course.title.ru && !course.title.arm);
    const titleOnly = seed.courses.filter(
      (course) =>
        course.title.ru && course.title.arm && !course.description.ru && !course.description.arm,
    );
    const full = seed.courses.filter((course) => course.description.ru && course.description.arm);
    expect(englishOnly.length).toBeGreaterThanOrEqual(2);
    expect(titleOnly.length).toBeGreaterThanOrEqual(2);
    expect(full.length).toBeGreaterThan(seed.courses.length / 2);
    const approved = seed.courses.filter((course) => course.status === 'approved');
    // Visible in the catalogue: a localised price of "0", and one missing although the title is translated.
    expect(approved.some((course) => course.price.ru === '0' || course.price.arm === '0')).toBe(
      true,
    );
    expect(approved.some((course) => course.title.arm && course.price.arm === null)).toBe(true);
  });

  it('has 15 articles of several paragraphs, most translated, spread over months', () => {
    expect(seed.blogs).toHaveLength(15);
    for (const blog of seed.blogs) {
      const [lead, ...paragraphs] = blog.description.en.split(/\n{2,}/u);
      expect(lead!.length).toBeLessThan(160);
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
    }
    expect(
      seed.blogs.filter((blog) => blog.description.ru && blog.description.arm).length,
    ).toBeGreaterThanOrEqual(12);
    const times = seed.blogs.map((blog) => Date.parse(blog.created_at));
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(90 * 86_400_000);
  });

  it('has a spread of ratings, and the home page testimonials come from different courses', () => {
    expect(new Set(seed.comments.map((comment) => comment.rating))).toEqual(
      new Set([1, 2, 3, 4, 5]),
    );
    const learners = new Set(
      seed.users.filter((user) => user.role === 'learner').map((user) => user.id),
    );
    const latest = seed.comments
      .filter((comment) => learners.has(comment.user_id))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(0, LATEST_COMMENTS_COUNT);
    expect(new Set(latest.map((comment) => comment.course_id)).size).toBe(LATEST_COMMENTS_COUNT);
    for (const comment of seed.comments) {
      const course = seed.courses.find((entry) => entry.id === comment.course_id)!;
      expect(course.status).toBe('approved');
      expect(comment.created_at > course.created_at).toBe(true);
    }
  });

  it('gives users without a photo default.png, and names only images that are committed', () => {
    const exists = (path: string) =>
      statSync(join(storage, path), { throwIfNoEntry: false })?.isFile() ?? false;
    for (const user of seed.users) {
      const text = peopleTexts.users.find((entry) => entry.id === user.id)!;
      expect(user.image === NO_PHOTO, user.email).toBe(!text.photo);
      expect(exists(`auth/${user.image}`), user.image!).toBe(true);
    }
    expect(seed.users.some((user) => user.image !== NO_PHOTO)).toBe(true);
    const files = [
      ...seed.courses.map((course) => course.thumbnail),
      ...seed.blogs.map((blog) => blog.image),
      ...seed.team.map((member) => member.image),
      ...seed.courseDetailsData.map((detail) => detail.icon),
      ...seed.courses.map((course) => course.video),
    ];
    expect(files.filter((file) => !file || !exists(file))).toEqual([]);
  });
});

describe('storage images (mocks/assets/storage)', () => {
  const committed = (dir: string): string[] =>
    readdirSync(join(storage, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? committed(join(dir, entry.name)) : [join(dir, entry.name)],
    );

  it('are exactly what mocks/assets/generate-images.ts draws (run it after changing the data)', () => {
    const images = renderStorageImages();
    for (const [path, content] of images) {
      const bytes = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content);
      expect(readFileSync(join(storage, path)).equals(bytes), path).toBe(true);
    }
    // No stale image is left behind (the video comes from generate-assets.sh).
    const stale = committed('').filter((path) => !images.has(path) && !path.startsWith('videos/'));
    expect(stale).toEqual([]);
  });

  it('keep the storage folder small (see docs/mock-backend.md)', () => {
    const total = committed('').reduce((sum, path) => sum + statSync(join(storage, path)).size, 0);
    // 118 KB of images and the 2-second sample video, and the 2-minute lesson video with its
    // captions (about 21 KB).
    expect(total).toBeLessThan(150 * 1024);
  });
});
