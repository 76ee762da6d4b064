// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Comment } from '@/generated/model';
import { mergeReviews, upsertReview } from './review-list';

const review = (id: number, text: string) =>
  ({ id, comment_text: text, rating: 5, created_at: '2026-01-01T00:00:00Z', user: {} }) as Comment;

describe('review list', () => {
  it('puts arrived reviews first and shows each id once, the newer version winning', () => {
    const merged = mergeReviews([review(3, 'edited')], [review(3, 'old'), review(2, 'two')]);
    expect(merged.map((entry) => entry.comment_text)).toEqual(['edited', 'two']);
  });

  it('does not show your own review twice when it also arrives on the channel', () => {
    const list = upsertReview(upsertReview([], review(9, 'mine')), review(9, 'mine'));
    expect(list).toHaveLength(1);
  });
});
