// The blog list's current page, kept in session storage (part 1, section 3) so that coming back
// to /blog in the same tab opens the page the visitor left.
import { parsePageParam } from '@/entities/query/use-page-param';

export const BLOG_PAGE_STORAGE_KEY = 'blogCurrentPage';

/** A page number from the query or storage: a whole number from 1, else null. */
export const parsePage = parsePageParam;

export function readStoredBlogPage(): number | null {
  try {
    return parsePage(sessionStorage.getItem(BLOG_PAGE_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function storeBlogPage(page: number): void {
  try {
    sessionStorage.setItem(BLOG_PAGE_STORAGE_KEY, String(page));
  } catch {
    // Storage can be unavailable (private mode); the query still holds the page.
  }
}
