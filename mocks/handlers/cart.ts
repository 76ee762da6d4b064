// The learner's cart; counts follow the list.
import { reply, route } from '../lib/route';
import { change, countOf, listPage } from './learner-lists';

export const cartHandlers = [
  route('get', '/api/cart', 'listCart', (ctx) => reply(200, listPage(ctx, 'cart'))),
  route('get', '/api/cart/count', 'getCartCount', (ctx) =>
    reply(200, { cart_count: countOf(ctx, 'cart') }),
  ),
  route('post', '/api/cart/add/:courseId', 'addToCart', (ctx) =>
    reply(200, { cart_count: change(ctx, 'cart', 'add') }),
  ),
  route('post', '/api/cart/remove/:courseId', 'removeFromCart', (ctx) =>
    reply(200, { cart_count: change(ctx, 'cart', 'remove') }),
  ),
];
