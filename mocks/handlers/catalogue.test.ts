// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getBlog, listBlogs } from '../../src/generated/client/blog/blog';
import {
  addToCart,
  getCartCount,
  listCart,
  removeFromCart,
} from '../../src/generated/client/cart/cart';
import {
  getSingleCourse,
  listPublicCourses,
  listTopViewedCourses,
  recordCourseView,
} from '../../src/generated/client/catalogue/catalogue';
import {
  bookCall,
  sendContactMessage,
  subscribeNewsletter,
} from '../../src/generated/client/forms/forms';
import {
  listFaqs,
  listLatestLearnerComments,
  listPricingPackages,
  listTeamMembers,
} from '../../src/generated/client/marketing/marketing';
import {
  addToWishlist,
  getWishlistCount,
  listWishlist,
  removeFromWishlist,
} from '../../src/generated/client/wishlist/wishlist';
import { failure, signIn } from '../testing/api-helpers';
import { setupMockBackend, withToken } from '../testing/use-mock-backend';

const mock = setupMockBackend();
const approvedIds = () =>
  mock
    .db()
    .state.courses.filter((course) => course.status === 'approved')
    .map((course) => course.id);
const hiddenId = () => mock.db().state.courses.find((course) => course.status !== 'approved')!.id;

describe('public catalogue', () => {
  it('lists approved courses only, 10 per page, with current_page and last_page', async () => {
    const first = await listPublicCourses();
    const total = approvedIds().length;
    expect(first.total).toBe(total);
    expect(first.data).toHaveLength(10);
    expect(first.current_page).toBe(1);
    expect(first.last_page).toBe(Math.ceil(total / 10));
    const last = await listPublicCourses({ page: first.last_page });
    expect(last.data.length).toBe(total - (first.last_page - 1) * 10);
    expect(last.next_page_url).toBeNull();
    const everything = [...first.data];
    for (let page = 2; page <= first.last_page; page += 1)
      everything.push(...(await listPublicCourses({ page })).data);
    expect(everything.every((course) => approvedIds().includes(course.id))).toBe(true);
    expect((await listPublicCourses({ page: 99 })).data).toEqual([]);
  });

  it('searches titles in every language', async () => {
    const english = await listPublicCourses({ search: 'photography' });
    const russian = await listPublicCourses({ search: 'Фотография' });
    const armenian = await listPublicCourses({ search: 'Լուսանկարչություն' });
    expect(english.total).toBeGreaterThan(0);
    expect(russian.data.map((course) => course.id)).toEqual(
      english.data.filter((course) => course.title_ru).map((course) => course.id),
    );
    expect(armenian.total).toBeGreaterThan(0);
    expect((await listPublicCourses({ search: 'zzzz-no-such-course' })).data).toEqual([]);
  });

  it('answers 422 for a page below 1', async () => {
    expect((await failure(listPublicCourses({ page: 0 }))).status).toBe(422);
    expect((await failure(listBlogs({ page: -1 }))).status).toBe(422);
  });

  it('answers 422 for a search longer than 255 characters or a page that is not a number', async () => {
    const long = await failure(listPublicCourses({ search: 's'.repeat(256) }));
    expect(long).toMatchObject({
      status: 422,
      body: { errors: { search: ['auth.something_went_wrong'] } },
    });
    expect((await failure(listBlogs({ page: 'abc' as unknown as number }))).status).toBe(422);
  });

  it('shows single approved courses, 404 otherwise', async () => {
    const course = await getSingleCourse(approvedIds()[0]!);
    expect(course.user.first_name).not.toBe('');
    expect(await failure(getSingleCourse(hiddenId()))).toEqual({
      status: 404,
      body: { message_key: 'auth.something_went_wrong' },
    });
    expect((await failure(getSingleCourse(99999))).status).toBe(404);
  });

  it('counts views, and views drive top-viewed', async () => {
    const top = await listTopViewedCourses();
    expect(top.length).toBeLessThanOrEqual(5);
    expect(top.map((course) => course.views)).toEqual(
      [...top.map((course) => course.views)].sort((a, b) => b - a),
    );
    const outsider = approvedIds().find((id) => !top.some((course) => course.id === id))!;
    const before = mock.db().state.courses.find((course) => course.id === outsider)!.views;
    mock.db().state.courses.find((course) => course.id === outsider)!.views = top[0]!.views;
    const answer = await recordCourseView(outsider);
    expect(answer.views).toBe(top[0]!.views + 1);
    expect(before).toBeLessThan(answer.views);
    expect((await listTopViewedCourses())[0]?.id).toBe(outsider);
    expect((await failure(recordCourseView(99999))).status).toBe(404);
  });
});

describe('blog and marketing', () => {
  it('pages 15 articles by 9 and shows one', async () => {
    const first = await listBlogs();
    expect(first).toMatchObject({ total: 15, last_page: 2, current_page: 1 });
    expect(first.data).toHaveLength(9);
    expect((await listBlogs({ page: 2 })).data).toHaveLength(6);
    expect((await getBlog(first.data[0]!.id)).title_en).toBe(first.data[0]!.title_en);
    expect((await failure(getBlog(999))).status).toBe(404);
  });

  it('serves testimonials, FAQs, pricing and team', async () => {
    const comments = await listLatestLearnerComments();
    expect(comments.length).toBeGreaterThan(0);
    expect(comments.length).toBeLessThanOrEqual(10);
    expect(comments[0]?.user.roles[0]?.name).toBe('learner');
    expect((await listFaqs())[0]?.answers.length).toBeGreaterThan(0);
    expect((await listPricingPackages())[0]?.features.length).toBeGreaterThan(0);
    expect((await listTeamMembers()).length).toBeGreaterThan(0);
  });
});

describe('public forms', () => {
  it('answers 201 and saves the submissions', async () => {
    await expect(
      bookCall({
        full_name: 'Anna Petrosyan',
        phone_number: '+374 10 111222',
        email: 'anna@example.com',
      }),
    ).resolves.toEqual({
      message_key: 'messages.book_call_created',
    });
    await expect(subscribeNewsletter({ email: 'anna@example.com' })).resolves.toEqual({
      message_key: 'messages.newsletter_created',
    });
    await expect(
      sendContactMessage({
        name: 'Anna',
        email: 'anna@example.com',
        message: 'Hello, can I pay in AMD?\nThanks — 2 questions: 10% off? (+374)',
      }),
    ).resolves.toEqual({
      message_key: 'messages.contact_created',
    });
    expect(mock.db().state.submissions.map((entry) => entry.kind)).toEqual([
      'book-call',
      'newsletter',
      'contact',
    ]);
  });

  it('books a call without an e-mail address, as the real client sends it (decision 13)', async () => {
    await expect(
      bookCall({ full_name: 'Lusine Sargsyan', phone_number: '+374 77 123-456' }),
    ).resolves.toEqual({ message_key: 'messages.book_call_created' });
    await expect(
      bookCall({ full_name: 'Lusine Sargsyan', phone_number: '+374 77 123-456', email: '' }),
    ).resolves.toEqual({ message_key: 'messages.book_call_created' });
    expect(mock.db().state.submissions.at(-1)?.fields).toEqual({
      full_name: 'Lusine Sargsyan',
      phone_number: '+374 77 123-456',
    });
  });

  it.each([
    ['bookCall', { full_name: '' }, 'full_name', 'messages.full_name_required'],
    ['bookCall', { full_name: 'a'.repeat(101) }, 'full_name', 'messages.full_name_max'],
    ['bookCall', { full_name: 'Anna 2' }, 'full_name', 'messages.full_name_string'],
    ['bookCall', { phone_number: '' }, 'phone_number', 'messages.phone_number_required'],
    ['bookCall', { phone_number: 'abc' }, 'phone_number', 'messages.phone_number_invalid'],
    ['bookCall', { email: 'nope' }, 'email', 'messages.email_invalid'],
    ['bookCall', { email: `${'a'.repeat(250)}@example.com` }, 'email', 'messages.email_max'],
    ['subscribeNewsletter', { email: '' }, 'email', 'messages.email_required'],
    ['subscribeNewsletter', { email: 'nope' }, 'email', 'messages.email_invalid'],
    ['sendContactMessage', { name: '' }, 'name', 'messages.name_required'],
    ['sendContactMessage', { name: 'b'.repeat(101) }, 'name', 'messages.name_max'],
    ['sendContactMessage', { name: 'B0b' }, 'name', 'messages.name_string'],
    ['sendContactMessage', { message: '' }, 'message', 'messages.message_required'],
    ['sendContactMessage', { message: 'm'.repeat(1001) }, 'message', 'messages.message_max'],
    ['sendContactMessage', { message: 'Hi <b>you</b>' }, 'message', 'messages.message_string'],
    ['sendContactMessage', { email: 'x@' }, 'email', 'messages.email_invalid'],
  ] as const)('%s 422 for %j', async (form, change, field, key) => {
    const base = {
      full_name: 'Anna Petrosyan',
      phone_number: '+374 10 111222',
      email: 'anna@example.com',
      name: 'Anna',
      message: 'Hello',
    };
    const body = { ...base, ...change };
    const call =
      form === 'bookCall'
        ? bookCall({
            full_name: body.full_name,
            phone_number: body.phone_number,
            email: body.email,
          })
        : form === 'subscribeNewsletter'
          ? subscribeNewsletter({ email: body.email })
          : sendContactMessage({ name: body.name, email: body.email, message: body.message });
    const answer = await failure(call);
    expect(answer.status).toBe(422);
    expect((answer.body as { errors: Record<string, string[]> }).errors[field]).toEqual([key]);
  });
});

describe('wishlist and cart', () => {
  it("counts answer every signed-in user: an instructor's are 0 (decision 17)", async () => {
    const instructor = withToken(await signIn('instructor'));
    await expect(getWishlistCount(instructor)).resolves.toEqual({ wishlist_count: 0 });
    await expect(getCartCount(instructor)).resolves.toEqual({ cart_count: 0 });
  });

  it('counts follow the lists; add is idempotent; per_page is honoured', async () => {
    const token = withToken(await signIn('learner'));
    const [a, b, c, d, e] = approvedIds();
    expect((await getWishlistCount(token)).wishlist_count).toBe(0);
    for (const id of [a, b, c, d]) await addToWishlist(id!, token);
    expect((await addToWishlist(a!, token)).wishlist_count).toBe(4);
    expect((await getWishlistCount(token)).wishlist_count).toBe(4);
    const page = await listWishlist({ per_page: 3, page: 2 }, token);
    expect(page).toMatchObject({ current_page: 2, last_page: 2, per_page: 3, total: 4 });
    expect(page.data).toHaveLength(1);
    const all = await listWishlist(undefined, token);
    expect(all.data.map((entry) => entry.course_id)).toEqual([d, c, b, a]);
    expect((await removeFromWishlist(b!, token)).wishlist_count).toBe(3);
    expect((await removeFromWishlist(b!, token)).wishlist_count).toBe(3);

    expect((await addToCart(e!, token)).cart_count).toBe(1);
    expect((await addToCart(a!, token)).cart_count).toBe(2);
    expect((await getCartCount(token)).cart_count).toBe(2);
    const cart = await listCart({ per_page: 4 }, token);
    expect(cart.data.map((entry) => entry.course.id)).toEqual([a, e]);
    expect((await removeFromCart(e!, token)).cart_count).toBe(1);
  });

  it('lists and changes are for learners only: 401 without a token, 403 for instructors, 404 for unknown or hidden courses', async () => {
    const instructor = withToken(await signIn('instructor'));
    const learner = withToken(await signIn('learner'));
    expect(await failure(getWishlistCount())).toEqual({
      status: 401,
      body: { message_key: 'auth.unauthenticated' },
    });
    expect((await failure(listCart(undefined))).status).toBe(401);
    expect((await failure(listWishlist(undefined, instructor))).status).toBe(403);
    expect((await failure(addToCart(approvedIds()[0]!, instructor))).status).toBe(403);
    expect((await failure(addToWishlist(99999, learner))).status).toBe(404);
    expect((await failure(addToCart(hiddenId(), learner))).status).toBe(404);
  });
});
