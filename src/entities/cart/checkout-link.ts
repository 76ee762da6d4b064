import { paths } from '@/lib/routes';

/** `/learner/checkout?courseId={id}`: Buy now and each cart item's Checkout carry the course. */
export const checkoutHref = (courseId: number) =>
  `${paths.learnerCheckout}?${new URLSearchParams({ courseId: String(courseId) }).toString()}`;
