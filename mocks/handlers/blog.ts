// Blog articles, newest first, 9 per page.
import { presentBlog } from '../lib/present';
import { idParam, invalid, notFound, pageIsValid, paginate, reply, route } from '../lib/route';

export const BLOG_PAGE_SIZE = 9;

export const blogHandlers = [
  route('get', '/api/blogs', 'listBlogs', (ctx) => {
    if (!pageIsValid(ctx)) return invalid({ page: ['auth.something_went_wrong'] });
    const list = [...ctx.db.state.blogs].sort(
      (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
    );
    const page = paginate(ctx, list, BLOG_PAGE_SIZE);
    return reply(200, { ...page, data: page.data.map(presentBlog) });
  }),

  route('get', '/api/blogs/:id', 'getBlog', (ctx) => {
    const id = idParam(ctx, 'id');
    const blog = ctx.db.state.blogs.find((entry) => entry.id === id);
    return blog ? reply(200, presentBlog(blog)) : notFound();
  }),
];
