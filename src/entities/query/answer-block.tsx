import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryBlock } from './query-block';

const neverEmpty = () => false;

/**
 * A `QueryBlock` for a read whose answer always has something to show (a summary, one record,
 * a profile): the placeholder, the failure, or the answer, never an empty state.
 */
export function AnswerBlock<T>({
  query,
  placeholder,
  children,
}: {
  query: UseQueryResult<T>;
  placeholder?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryBlock query={query} placeholder={placeholder} emptyText="" isEmpty={neverEmpty}>
      {children}
    </QueryBlock>
  );
}
