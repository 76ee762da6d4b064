import { Link } from 'react-router';
import { paths } from '@/lib/routes';

/** The empty state of the learner's wishlist and cart: the message and a way to the catalogue. */
export function EmptyLearnerList({ text, action }: { text: string; action: string }) {
  return (
    <div className="remote-state" role="status">
      <p>{text}</p>
      <Link className="button button--primary" to={paths.courses}>
        {action}
      </Link>
    </div>
  );
}

/** After a removal empties a page that is not the first, the page before it is shown. */
export function pageAfterRemoval(page: number, shownCount: number): number | null {
  return shownCount === 0 && page > 1 ? page - 1 : null;
}
