import type { PresetAvatar } from '@/generated/model/presetAvatar';
import { env, storageBaseUrl } from '../env';

interface Named {
  first_name?: string | null;
  last_name?: string | null;
}

/** first_name, a space, last_name; empty with no user. */
export function fullName(user: Named | null | undefined): string {
  if (!user) return '';
  return `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
}

export const defaultImage = 'default.png';

const encodePath = (file: string): string =>
  file
    .split('/')
    .map((part) => encodeURIComponent(part))
    .join('/');

/** `{API host}/storage/{file}`, `default.png` when missing. */
export function storageUrl(file: string | null | undefined): string {
  const name = file?.trim() || defaultImage;
  return `${storageBaseUrl}/${encodePath(name.replace(/^\/+/, ''))}`;
}

/** The seven preset avatars of the later version, in the order they are offered. */
export const presetAvatars = [1, 2, 3, 4, 5, 6, 7].map(
  (n) => `team-member-${n}.png` as PresetAvatar,
);

// A pattern, not the generated list: this file is in the first load (budget.json).
export const isPresetAvatar = (image: string | null | undefined): image is PresetAvatar =>
  /^team-member-[1-7]\.png$/.test(image?.trim() ?? '');

/**
 * The one rule for every user image (header, reviews, comments, testimonials, the course's
 * instructor, settings), for both backend versions:
 * - none, blank or `default.png`: the silhouette, `{API host}/storage/auth/default.png`;
 * - a preset avatar (`team-member-1.png` … `-7.png`): `{API host}/storage/avatars/{name}`;
 * - a path with a leading `/` (the later course page's `user.image`): that path on the API host;
 * - an absolute `http(s)` URL: as it is;
 * - any other name, a stored photo: `{API host}/storage/auth/{image}`.
 */
export function userImageUrl(image: string | null | undefined): string {
  const name = image?.trim() ?? '';
  if (name === '' || name === defaultImage) return storageUrl(`auth/${defaultImage}`);
  if (isPresetAvatar(name)) return storageUrl(`avatars/${name}`);
  if (/^https?:\/\//i.test(name)) return name;
  if (name.startsWith('/')) return `${env.apiBaseUrl}/${encodePath(name.replace(/^\/+/, ''))}`;
  return storageUrl(`auth/${name}`);
}

export const maxRating = 5;

/** Stars to fill for an average rating: rounded, clamped to 0–5, 5 when there is none yet. */
export function filledStars(average: number | string | null | undefined): number {
  const value = typeof average === 'string' ? Number(average) : average;
  if (value === null || value === undefined || Number.isNaN(value)) return maxRating;
  return Math.min(maxRating, Math.max(0, Math.round(value)));
}
