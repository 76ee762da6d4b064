/** A numbered page button, or a gap standing for the pages left out. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The numbered pages to show: all of them when there are few, otherwise the first, the last and
 * the current page with its neighbours, with gaps between.
 */
export function pageItems(current: number, last: number): PageItem[] {
  if (last <= 7)
    return Array.from({ length: last }, (_, index) => ({ kind: 'page', page: index + 1 }));
  const wanted = new Set(
    [1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last),
  );
  const pages = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1)
      items.push({ kind: 'gap', key: `gap-${page}` });
    items.push({ kind: 'page', page });
  });
  return items;
}
