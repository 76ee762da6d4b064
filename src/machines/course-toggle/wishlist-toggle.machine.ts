import { createCourseToggleMachine } from './course-toggle';

/**
 * The heart of a course: add to or remove from the learner's wishlist. An answer without
 * `wishlist_count` changes the count by one. See course-toggle.ts for the states.
 */
export const wishlistToggleMachine = createCourseToggleMachine('wishlistToggle', 'adjust');
