import type { ReactNode } from 'react';
import { QueryBlock, type QueryBlockProps } from './query-block';

const neverEmpty = () => false;

/**
 * A `QueryBlock` for a read whose answer always has something to show (a summary, one record,
 * a profile): the placeholder, the failure, or the answer, never an empty state.
 */
export function AnswerBlock<T>(
  props: Omit<QueryBlockProps<T>, 'emptyText' | 'isEmpty'>,
): ReactNode {
  return <QueryBlock {...props} emptyText="" isEmpty={neverEmpty} />;
}
