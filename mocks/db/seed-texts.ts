// The seed's texts, read from the JSON files in ./seed-data (edit those, not code), with their
// shapes. seed-texts.test.ts checks every file: no empty text, each language in its own script.
import blogsJson from './seed-data/blogs.json';
import categoriesJson from './seed-data/categories.json';
import coursesJson from './seed-data/courses.json';
import peopleJson from './seed-data/people.json';
import subjectsJson from './seed-data/subjects.json';
import type { CourseFormField, Lang, Localized } from './types';

export const ALL_LANGUAGES: readonly Lang[] = ['en', 'ru', 'arm'];

/** A course subject: its cover colours and the pools its courses draw highlights, FAQs and reviews from. */
export interface SubjectText {
  key: string;
  name: Localized;
  /** Light and dark colour of the generated cover. */
  colors: [string, string];
  highlights: Localized[];
  faqs: { question: Localized; answer: Localized }[];
  /** Learners' reviews, written in the language the learner chose (comments are not translated). */
  reviews: { rating: number; text: string | null }[];
}

export interface CourseText {
  subject: string;
  title: Localized;
  description: Localized;
  /** Decimal strings; null or "0" where a language has no price (the app falls back to en). */
  price: { en: string; ru: string | null; arm: string | null };
  /** Hours of video and of reading, HH:MM:SS; reading null when the course has none. */
  video: string;
  reading: string | null;
  /** The languages its description, highlights and FAQs are written in; all three when absent. */
  body_languages?: Lang[];
}

export interface BlogText {
  theme: string;
  days_ago: number;
  title: Localized;
  /** The one-line summary, the first line of the article. */
  lead: Localized;
  paragraphs: { en: string[]; ru: string[] | null; arm: string[] | null };
}

export interface PeopleText {
  users: {
    id: number;
    first_name: string;
    last_name: string;
    /** Whether the user has uploaded a photo (initials on `avatar_color`); else `default.png`. */
    photo: boolean;
    avatar_color: string;
  }[];
  team: { full_name: Localized; profession: Localized; avatar_color?: string }[];
  /** Reviewers' messages for declined courses; `field` is the part of the course they are about. */
  rejections: { field: CourseFormField | null; message: Localized }[];
}

/** The categories, each with the subjects whose courses it holds (every subject in one). */
export interface CategoryText {
  id: number;
  name: Localized;
  subjects: string[];
}

export const subjects = subjectsJson as SubjectText[];
export const categoryTexts = categoriesJson as CategoryText[];
export const courseTexts = coursesJson as CourseText[];
export const blogTexts = blogsJson as BlogText[];
export const peopleTexts = peopleJson as PeopleText;
