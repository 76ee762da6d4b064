// The learner's wishlist; counts follow the list.
import { reply, route } from '../lib/route';
import { change, countOf, listPage } from './learner-lists';

export const wishlistHandlers = [
  route('get', '/api/wishlist', 'listWishlist', (ctx) => reply(200, listPage(ctx, 'wishlist'))),
  route('get', '/api/wishlist/count', 'getWishlistCount', (ctx) =>
    reply(200, { wishlist_count: countOf(ctx, 'wishlist') }),
  ),
  route('post', '/api/wishlist/add/:courseId', 'addToWishlist', (ctx) =>
    reply(200, { wishlist_count: change(ctx, 'wishlist', 'add') }),
  ),
  route('post', '/api/wishlist/remove/:courseId', 'removeFromWishlist', (ctx) =>
    reply(200, { wishlist_count: change(ctx, 'wishlist', 'remove') }),
  ),
];
