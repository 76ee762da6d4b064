import { useTranslation } from 'react-i18next';
import { AvatarImage } from '@/components/ui/remote-image';
import { StarRating } from '@/components/ui/star-rating';
import { useLanguage } from '@/components/ui/use-language';
import type { Comment } from '@/generated/model';
import { formatDate } from '@/lib/format/dates';
import { fullName } from '@/lib/format/people';

/** One review: the author's photo and name, the date, the stars and the text. */
export function CourseComment({ comment }: { comment: Comment }) {
  const { t } = useTranslation('courses');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  return (
    <article className="course-comment">
      <AvatarImage className="course-comment__avatar" image={comment.user.image} />
      <div className="course-comment__body">
        <p className="course-comment__meta">
          <bdi className="course-comment__author user-text">{fullName(comment.user)}</bdi>{' '}
          <time dateTime={comment.created_at}>{formatDate(comment.created_at, language)}</time>
        </p>
        <StarRating value={comment.rating} label={(count) => tc('cards.rating', { count })} />
        <p className="course-comment__text user-text" dir="auto">
          {comment.comment_text?.trim() ? comment.comment_text : t('course.noCommentText')}
        </p>
      </div>
    </article>
  );
}

export function CommentList({ comments }: { comments: readonly Comment[] }) {
  return (
    <ul className="course-comments">
      {comments.map((comment) => (
        <li key={comment.id}>
          <CourseComment comment={comment} />
        </li>
      ))}
    </ul>
  );
}
