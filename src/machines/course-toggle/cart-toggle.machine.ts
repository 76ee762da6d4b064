import { createCourseToggleMachine } from './course-toggle';

/**
 * Add to cart (course page) and remove (cart page). An answer without `cart_count` reloads the
 * count from the server. See course-toggle.ts for the states.
 */
export const cartToggleMachine = createCourseToggleMachine('cartToggle', 'reload');
