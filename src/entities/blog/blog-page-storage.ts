// The blog list's current page, kept for this tab so that coming back to /blog opens the page
// the visitor left (unavailable storage: the address still holds the page).
import { readStored, storedValues, writeStored } from '@/lib/storage';

export const readStoredBlogPage = (): number | null => readStored(storedValues.blogPage);

export function storeBlogPage(page: number): void {
  writeStored(storedValues.blogPage, page);
}
