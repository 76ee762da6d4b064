import { useTranslation } from 'react-i18next';
import type { Comment } from '@/generated/model';
import { AvatarImage } from '@/components/ui/remote-image';
import { fullName } from '@/lib/format/people';

/** One comment: the author's photo, name and first role, then the text. */
export function CommentEntry({ comment }: { comment: Comment }) {
  const { t } = useTranslation('my-courses');
  const { t: tServer } = useTranslation('server');
  const role = comment.user.roles[0]?.name;
  const text = comment.comment_text?.trim();
  return (
    <article className="comment-entry">
      <AvatarImage className="comment-entry__image" image={comment.user.image} />
      <div className="comment-entry__body">
        <p className="comment-entry__author">
          <span className="comment-entry__name">{fullName(comment.user)}</span>
          {role ? (
            <span className="comment-entry__role">{tServer(`auth.roles.${role}`)}</span>
          ) : null}
        </p>
        <p
          className={
            text ? 'comment-entry__text' : 'comment-entry__text comment-entry__text--empty'
          }
        >
          {text || t('comments.noText')}
        </p>
      </div>
    </article>
  );
}
