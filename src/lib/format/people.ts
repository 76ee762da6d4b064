import { storageBaseUrl } from '../env';

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

/** User images live under `/storage/auth/{image}`. */
export function userImageUrl(image: string | null | undefined): string {
  return storageUrl(`auth/${image?.trim() || defaultImage}`);
}

export const maxRating = 5;

/** Stars to fill for an average rating: rounded, clamped to 0–5, 5 when there is none yet. */
export function filledStars(average: number | string | null | undefined): number {
  const value = typeof average === 'string' ? Number(average) : average;
  if (value === null || value === undefined || Number.isNaN(value)) return maxRating;
  return Math.min(maxRating, Math.max(0, Math.round(value)));
}
