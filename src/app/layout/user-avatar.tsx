import type { User } from '@/generated/model';
import { userImageUrl } from '@/lib/format/people';

/** The user's photo (default.png when none); decorative where the name is written next to it. */
export function UserAvatar({ user, size = 36 }: { user: User | null; size?: number }) {
  return (
    <img
      className="avatar user-avatar"
      src={userImageUrl(user?.image)}
      alt=""
      width={size}
      height={size}
      decoding="async"
    />
  );
}
