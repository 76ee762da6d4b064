// Where the seed's images live under the storage folder: one place for the seed and for
// mocks/assets/generate-images.ts, which draws them.

/** The cover of one course (`{API host}/storage/courses/course-{id}.svg`), drawn for its subject and level. */
export const courseCoverFile = (courseId: number): string => `courses/course-${courseId}.svg`;

/** The cover of one blog article, drawn for its theme. */
export const blogCoverFile = (blogId: number): string => `blogs/blog-${blogId}.svg`;

/** A user's photo: a file name under `storage/auth/`, as a user's `image` is. */
export const avatarFile = (userId: number): string => `avatar-${userId}.svg`;

/** A team member's photo. */
export const teamPhotoFile = (position: number): string => `team/team-${position}.svg`;

/** What a user without a photo has as `image`. */
export const NO_PHOTO = 'default.png';

/** A team member without a photo shows the same silhouette as a user without one. */
export const TEAM_NO_PHOTO = `auth/${NO_PHOTO}`;

export const initialsOf = (first: string, last: string): string =>
  `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
