import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryBlock } from './query-block';

interface FirstCardsProps<Item extends { id: number }> {
  /** A page of the list (its first); only its first `count` records show. */
  query: UseQueryResult<{ data: Item[] }>;
  count: number;
  emptyText: string;
  /** The list's class (its grid). */
  className: string;
  card: (item: Item) => ReactNode;
}

/**
 * A preview of a list: the first `count` records of a page as cards, with the read's loading,
 * empty and error states (home's featured courses and latest articles, the profile's lists).
 */
export function FirstCards<Item extends { id: number }>({
  query,
  count,
  emptyText,
  className,
  card,
}: FirstCardsProps<Item>) {
  return (
    <QueryBlock query={query} emptyText={emptyText} isEmpty={(page) => page.data.length === 0}>
      {(page) => (
        <ul className={className}>
          {page.data.slice(0, count).map((item) => (
            <li key={item.id}>{card(item)}</li>
          ))}
        </ul>
      )}
    </QueryBlock>
  );
}
