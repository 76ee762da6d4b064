// The instructor's course form as the journeys fill it, shared by the mock-mode journeys
// (course-form.spec.ts) and the live-backend ones (live-backend.spec.ts).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import formTexts from '../../../src/locales/en/course-form.json';
import myCoursesTexts from '../../../src/locales/en/my-courses.json';
import { enTexts, expectHeading, signIn, waitForPathname } from './app';

export { formTexts };

export const sampleVideo = join(
  import.meta.dirname,
  '../../../mocks/assets/storage/videos/sample.webm',
);

/**
 * The sample video grown to about `bytes` with an EBML Void element after its segment: Void is
 * the format's own padding, which players skip (RFC 8794, section 11.3.2), so it stays a valid WebM.
 * For journeys that need an upload long enough to watch; written to a fresh temporary folder.
 */
export function paddedSampleVideo(bytes: number): string {
  const video = readFileSync(sampleVideo);
  const padding = Math.max(0, bytes - video.length - 9);
  const header = Buffer.alloc(9);
  header[0] = 0xec; // the Void element's ID
  header[1] = 0x01; // an 8-byte size: 0x01 then the size in the remaining 7 bytes
  header.writeUIntBE(padding, 3, 6);
  const file = join(mkdtempSync(join(tmpdir(), 'academy-video-')), 'sample-padded.webm');
  writeFileSync(file, Buffer.concat([video, header, Buffer.alloc(padding)]));
  return file;
}

export const main = (page: Page): Locator => page.getByRole('main');

/** Fills `{{name}}` placeholders of a locale text. */
export const label = (template: string, values: Record<string, string | number>): string =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
    template,
  );

/** An English-section field's label, e.g. `en(formTexts.faqs.question, 2)`. */
export const en = (template: string, number?: number): string =>
  label(template, { language: formTexts.languages.en, number: number ?? 1 });

export const textbox = (page: Page, name: string): Locator =>
  main(page).getByRole('textbox', { name, exact: true });

export const submitButton = (page: Page, name: string): Locator =>
  main(page).getByRole('button', { name });

/**
 * Signs in as the ready instructor, in English, at `path` (an instructor page, which sends a
 * guest to sign in and back): the shared `signIn`. `origin` serves another build than the
 * pages' baseURL (the live one).
 */
export const signInAsInstructor = (page: Page, path: string, origin = ''): Promise<void> =>
  signIn(page, 'instructor', { at: path, language: 'en', origin });

/** The fields every course needs: category, video, a timed detail, English title, price, FAQ, highlight, description. */
export async function fillCourse(page: Page, title: string, video = sampleVideo): Promise<void> {
  // The seed's "Data and AI": the select fills once the categories arrive.
  const category = main(page).getByRole('combobox', {
    name: new RegExp(`^${formTexts.fields.category}`),
  });
  await expect.poll(() => category.locator('option').count()).toBeGreaterThan(1);
  await category.selectOption({ label: 'Data and AI' });
  await main(page).locator('input[type="file"]').setInputFiles(video);
  const fileName = video.split('/').at(-1)!;
  await expect
    .poll(() => main(page).getByText(fileName, { exact: false }).count())
    .toBeGreaterThan(0);
  const length = main(page).getByRole('group', {
    name: label(formTexts.details.time, { text: 'hours of on-demand video' }),
  });
  await length.getByRole('spinbutton', { name: enTexts.duration.hours, exact: true }).fill('1');
  await length.getByRole('spinbutton', { name: enTexts.duration.minutes, exact: true }).fill('30');
  await textbox(page, en(formTexts.fields.title)).fill(title);
  await textbox(page, en(formTexts.fields.price)).fill('24.50');
  await textbox(page, en(formTexts.faqs.question, 1)).fill('Who is it for?');
  await textbox(page, en(formTexts.faqs.answer, 1)).fill('Anyone who works with data.');
  await textbox(page, en(formTexts.highlights.name, 1)).fill('Joins without fear');
  await textbox(page, en(formTexts.fields.description)).fill('Queries from scratch.');
}

/**
 * Records in the page every value the upload bar shows (aria-valuenow), from now on, so a
 * journey can check afterwards how it moved. Read them with `progressSeen`.
 */
export async function recordUploadProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = bar?.getAttribute('aria-valuenow');
      if (value && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

/** The upload bar's values recorded since recordUploadProgress, as numbers, in order. */
export async function progressSeen(page: Page): Promise<number[]> {
  const seen = await page.evaluate(
    () => (window as unknown as { progressSeen: string[] }).progressSeen,
  );
  return seen.map(Number);
}

/**
 * From the form's success message, "Go to my courses" to `/instructor/my-courses?page=1`, where
 * the new course is listed with its status in words (the card's status badge).
 */
export async function expectListedInMyCourses(
  page: Page,
  title: string,
  status: keyof typeof myCoursesTexts.status,
): Promise<void> {
  const myCourses = main(page).getByRole('link', { name: formTexts.success.myCourses });
  expect(await myCourses.getAttribute('href')).toBe('/instructor/my-courses?page=1');
  await myCourses.click();
  await waitForPathname(page, '/instructor/my-courses');
  await expectHeading(page, myCoursesTexts.myCourses.title);
  const card = main(page)
    .getByRole('region', { name: myCoursesTexts.myCourses.listTitle })
    .getByRole('article', { name: title, exact: true });
  await card.waitFor();
  await card.getByText(myCoursesTexts.status[status], { exact: true }).waitFor();
}
