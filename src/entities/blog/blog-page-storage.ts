// The blog list's current page, kept in session storage so that coming back
// to /blog in the same tab opens the page the visitor left.
import { parsePageParam } from '@/lib/routes';

export const BLOG_PAGE_STORAGE_KEY = 'blogCurrentPage';

export function readStoredBlogPage(): number | null {
  try {
    return parsePageParam(sessionStorage.getItem(BLOG_PAGE_STORAGE_KEY));
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
