import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { renderApp, setupI18n } from '../../../tests/support/render-app';
import { setViewportWidth } from '../../../tests/support/match-media';
import { homeSectionReads } from '../../../tests/support/home-section-reads';
import { ScreenObserver } from '../../../tests/support/screen-observer';

const backend = setupMockBackend();
beforeEach(() => setupI18n('en'));

const section = async (name: string) =>
  within(await screen.findByRole('region', { name }, { timeout: 3000 }));

describe('home page', () => {
  it('opens with the banner, its prioritised image and its calls to action', async () => {
    renderApp('/');
    const banner = await section('Learn the skills of tomorrow, today');
    expect(banner.getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
    expect(banner.getByRole('link', { name: 'Become an instructor' })).toHaveAttribute(
      'href',
      '/teach-on-academy',
    );
    const image = document.querySelector('.page-banner__image')!;
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '520');
    expect(image).toHaveAttribute('height', '400');
  });

  it('shows testimonials: rating, course title, comment, image, first name and role', async () => {
    renderApp('/');
    const block = await section('What our learners say');
    const cards = await block.findAllByRole('figure');
    expect(cards).toHaveLength(6);
    const latest = backend
      .db()
      .state.comments.toSorted(
        (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
      )[0]!;
    const first = within(cards[0]!);
    expect(first.getByRole('img', { name: `Rated ${latest.rating} out of 5` })).toBeVisible();
    expect(first.getByText(latest.comment_text!)).toBeVisible();
    expect(first.getByText('Learner')).toBeVisible();
    const avatar = cards[0]!.querySelector('img')!;
    expect(avatar.getAttribute('src')).toMatch(/^\/storage\/auth\//);
    expect(avatar).toHaveAttribute('loading', 'lazy');
  });

  it('uses "Course Title" when a testimonial has no course', async () => {
    backend.server.use(
      http.get('*/api/latest-learner-comments', () =>
        HttpResponse.json([
          {
            id: 1,
            rating: 3,
            comment_text: 'Clear and practical',
            course: null,
            user: {
              id: 5,
              first_name: 'Mariam',
              last_name: 'K',
              image: null,
              roles: [{ name: 'learner' }],
            },
          },
        ]),
      ),
    );
    renderApp('/');
    const block = await section('What our learners say');
    expect(await block.findByText('Course Title')).toBeVisible();
    expect(block.getByText('Mariam')).toBeVisible();
    expect(block.getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible();
    expect(
      block.getByRole('img', { name: 'Rated 3 out of 5' }).querySelectorAll('.star--filled'),
    ).toHaveLength(3);
  });

  it('shows the FAQ with the first answer open and one open at a time', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const block = await section('Frequently asked questions');
    const questions = await block.findAllByRole('button', { expanded: undefined });
    const [first, second] = questions;
    expect(first).toHaveTextContent('How do I enrol in a course?');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(block.getByText('Open the course page and add it to your cart.')).toBeVisible();
    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(block.queryByText('Open the course page and add it to your cart.')).toBeNull();
  });

  it('shows the bootcamp programs', async () => {
    renderApp('/');
    const block = await section('Bootcamp programs');
    expect(block.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Web development',
      'UI/UX design',
      'Data analytics',
    ]);
  });

  it('shows each pricing plan with price, unit, features and an enroll button', async () => {
    renderApp('/');
    const block = await section('Pricing plans');
    const slides = await block.findAllByRole('group');
    expect(slides).toHaveLength(3);
    const premium = within(slides[2]!);
    expect(premium.getByRole('heading', { name: 'Premium' })).toBeVisible();
    expect(premium.getByText('$')).toBeVisible();
    // The one money formatter, its sign set apart from the digits.
    expect(premium.getByText('99.00')).toBeVisible();
    expect(premium.getByText(/per month/)).toBeVisible();
    expect(premium.getAllByRole('listitem')).toHaveLength(3);
    expect(premium.getByRole('link', { name: 'Enroll now' })).toHaveAttribute('href', '/courses');
    expect(slides[0]).toHaveAttribute('aria-label', '1 of 3');
  });

  it('shows the three latest articles and two featured courses', async () => {
    renderApp('/');
    const blog = await section('Latest from the blog');
    expect(await blog.findAllByRole('article')).toHaveLength(3);
    const newest = backend
      .db()
      .state.blogs.toSorted((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
    expect(blog.getByRole('heading', { name: newest.title.en })).toBeVisible();
    const courses = await section('Featured courses');
    const cards = await courses.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0]!)
        .getByRole('link', { name: /Learn more/ })
        .getAttribute('href'),
    ).toMatch(/^\/single-course\/\d+$/);
  });

  it('shows the book-a-call form', async () => {
    renderApp('/');
    const block = await section('Book a free call');
    expect(block.getByLabelText(/Full name/)).toBeVisible();
    expect(block.getByLabelText(/Phone number/)).toBeVisible();
    expect(block.getByLabelText(/E-mail/)).toBeVisible();
  });

  it('ends a failed block in an error state that can try again', async () => {
    let calls = 0;
    backend.server.use(
      http.get('*/api/faqs', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json([]);
      }),
    );
    const user = userEvent.setup();
    renderApp('/');
    const block = await section('Frequently asked questions');
    expect(await block.findByRole('alert')).toHaveTextContent('This could not be loaded.');
    await user.click(block.getByRole('button', { name: 'Try again' }));
    expect(await block.findByText('There are no questions yet.')).toBeVisible();
  });

  it('reads the blocks in the current language, with the price fallback', async () => {
    await setupI18n('ru');
    backend.db().state.pricing[0]!.price.ru = '0';
    renderApp('/');
    const block = await section('Тарифы');
    const slides = await block.findAllByRole('group');
    // No Russian price: the English one and its currency.
    expect(within(slides[0]!).getByText('$')).toBeVisible();
    expect(within(slides[1]!).getByText('₽')).toBeVisible();
    expect(within(slides[1]!).getByText('4 600,00')).toBeVisible();
    expect(within(slides[1]!).getByRole('heading', { name: 'Стандарт' })).toBeVisible();
  });
});

describe('what the home page reads while nobody scrolls', () => {
  const sectionReads: readonly string[] = homeSectionReads;
  let asked: string[];
  beforeEach(() => {
    asked = [];
    backend.server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    ScreenObserver.watching.clear();
    vi.stubGlobal('IntersectionObserver', ScreenObserver);
  });
  afterEach(() => {
    backend.server.events.removeAllListeners();
    vi.unstubAllGlobals();
  });

  const readsOfSections = () => sectionReads.filter((path) => asked.includes(path));

  it('reads a section only once it comes near the screen', async () => {
    renderApp('/');
    const faq = await section('Frequently asked questions');
    // Every section has drawn its heading and its waiting spot, and asked for nothing.
    await screen.findByRole('region', { name: 'Featured courses' });
    expect(ScreenObserver.watching.size).toBe(7);
    expect(readsOfSections()).toEqual([]);

    ScreenObserver.report(screen.getByRole('region', { name: 'Frequently asked questions' }), true);
    expect(await faq.findAllByRole('button', { expanded: false })).not.toHaveLength(0);
    expect(readsOfSections()).toEqual(['/api/faqs']);
  });

  it('leaves the FAQ of /about to read at once: there it sits just above the footer', async () => {
    renderApp('/about');
    const faq = await section('Frequently asked questions');
    expect(await faq.findAllByRole('button', { expanded: false })).not.toHaveLength(0);
    expect(asked).toContain('/api/faqs');
  });

  it('reads every section at the first key press, so Tab never skips one', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('region', { name: 'Featured courses' });
    expect(readsOfSections()).toEqual([]);

    await user.keyboard('{Tab}');
    await waitFor(() => expect(readsOfSections().toSorted()).toEqual(sectionReads.toSorted()));
    const featured = await section('Featured courses');
    expect(await featured.findAllByRole('article')).toHaveLength(2);
  });
});

describe('pricing carousel controls', () => {
  it('offers previous, next and a pause toggle', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    renderApp('/');
    const block = await section('Pricing plans');
    await block.findAllByRole('group');
    const pause = block.getByRole('button', { name: 'Pause the slides' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await user.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(block.getByRole('button', { name: 'Next plan' })).toBeEnabled();
    expect(block.getByRole('button', { name: 'Previous plan' })).toBeEnabled();
  });
});

void waitFor;
