import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAGED_COMMENTS_COURSE_ID } from '../../../mocks/db/seed';
import { COMMENTS_PAGE_SIZE } from '../../../mocks/handlers/comments';
import { commentsOf } from '../../../mocks/lib/present';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import {
  renderApp,
  sessions,
  setupI18n,
  headerControlsArrived,
} from '../../../tests/support/render-app';
import { signedInAs } from '../../../tests/support/signed-in-as';

const backend = setupMockBackend();

beforeEach(async () => {
  await setupI18n('en');
  await signedInAs('instructor');
});

const comments = () => commentsOf(backend.db(), PAGED_COMMENTS_COURSE_ID);

const shownComments = async () => {
  const list = await screen.findByRole('region', { name: 'Comments' });
  await within(list).findAllByRole('article');
  return within(list).getAllByRole('article');
};

describe('course comments', () => {
  it('shows a spinner, then each comment with photo, name, first role and text', async () => {
    renderApp(`/course-comments/${PAGED_COMMENTS_COURSE_ID}`, { session: sessions.instructor });
    expect(await screen.findByRole('heading', { level: 1, name: 'Course comments' })).toBeVisible();
    const list = screen.getByRole('region', { name: 'Comments' });
    expect(within(list).getByRole('status')).toHaveTextContent('Loading...');
    const shown = await shownComments();
    const expected = comments().slice(0, COMMENTS_PAGE_SIZE);
    expect(shown).toHaveLength(expected.length);
    expected.forEach((comment, index) => {
      const author = backend.db().userById(comment.user_id)!;
      const entry = within(shown[index]!);
      expect(entry.getByText(`${author.first_name} ${author.last_name}`)).toBeVisible();
      expect(entry.getByText('Learner')).toBeVisible();
      expect(
        entry.getByText(comment.comment_text?.trim() || 'No comment text provided.'),
      ).toBeVisible();
      expect(shown[index]!.querySelector('img')).toHaveAttribute(
        'src',
        expect.stringContaining(`/storage/auth/${author.image ?? 'default.png'}`),
      );
    });
  });

  it('names the course the comments belong to, with a link to it, in the page language', async () => {
    const course = backend.db().state.courses.find((each) => each.id === PAGED_COMMENTS_COURSE_ID)!;
    renderApp(`/course-comments/${PAGED_COMMENTS_COURSE_ID}`, { session: sessions.instructor });
    const main = within(await screen.findByRole('main'));
    const link = await main.findByRole('link', { name: course.title.en });
    expect(link).toHaveAttribute('href', `/single-course/${PAGED_COMMENTS_COURSE_ID}`);
    expect(link.parentElement).toHaveTextContent(`Course: ${course.title.en}`);
  });

  it('marks a course title shown in its English fallback with lang and "in English"', async () => {
    await setupI18n('ru');
    const course = backend.db().state.courses.find((each) => each.id === PAGED_COMMENTS_COURSE_ID)!;
    course.title.ru = null;
    renderApp(`/course-comments/${PAGED_COMMENTS_COURSE_ID}`, { session: sessions.instructor });
    const main = within(await screen.findByRole('main'));
    const link = await main.findByRole('link', { name: course.title.en });
    expect(link).toHaveAttribute('lang', 'en');
    expect(within(link.parentElement!).getByText('На английском')).toBeVisible();
  });

  it('shows no "in English" label when the course title is in the page language', async () => {
    await setupI18n('ru');
    const course = backend.db().state.courses.find((each) => each.id === PAGED_COMMENTS_COURSE_ID)!;
    course.title.ru = 'Курс по-русски';
    renderApp(`/course-comments/${PAGED_COMMENTS_COURSE_ID}`, { session: sessions.instructor });
    const link = await within(await screen.findByRole('main')).findByRole('link', {
      name: 'Курс по-русски',
    });
    expect(link).not.toHaveAttribute('lang');
    expect(within(link.parentElement!).queryByText('На английском')).toBeNull();
  });

  it('says "No comment text provided." for a rating without text', async () => {
    const db = backend.db();
    const newest = comments()[0]!;
    db.state.comments.find((comment) => comment.id === newest.id)!.comment_text = null;
    renderApp(`/course-comments/${PAGED_COMMENTS_COURSE_ID}`, { session: sessions.instructor });
    const [first] = await shownComments();
    expect(within(first!).getByText('No comment text provided.')).toBeVisible();
  });

  it('pages with the query, marks the current page and ignores the same page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/course-comments/${PAGED_COMMENTS_COURSE_ID}`, {
      session: sessions.instructor,
    });
    await shownComments();
    await waitFor(() => expect(router.state.location.search).toBe('?page=1'));
    expect(comments().length).toBeGreaterThan(COMMENTS_PAGE_SIZE);
    await headerControlsArrived();
    const pages = within(screen.getByRole('navigation', { name: 'Comment pages' }));
    expect(pages.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(pages.getByRole('button', { name: 'Page 1' }));
    expect(router.state.location.search).toBe('?page=1');

    await user.click(pages.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    const rest = comments().slice(COMMENTS_PAGE_SIZE);
    await waitFor(async () => expect(await shownComments()).toHaveLength(rest.length));
    expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(pages.getByRole('button', { name: /Previous/ })).toBeEnabled();
  });

  it('shows no pagination when every comment fits on one page', async () => {
    const course = backend
      .db()
      .state.courses.find(
        (entry) =>
          entry.status === 'approved' &&
          commentsOf(backend.db(), entry.id).length > 0 &&
          commentsOf(backend.db(), entry.id).length <= COMMENTS_PAGE_SIZE,
      )!;
    renderApp(`/course-comments/${course.id}`, { session: sessions.instructor });
    await shownComments();
    expect(screen.queryByRole('navigation', { name: 'Comment pages' })).toBeNull();
  });

  it('says so when a course has no comments, and shows the last page for a page past it', async () => {
    const course = backend
      .db()
      .state.courses.find((entry) => commentsOf(backend.db(), entry.id).length === 0)!;
    const first = renderApp(`/course-comments/${course.id}`, { session: sessions.instructor });
    expect(await screen.findByText('This course has no comments yet.')).toBeVisible();
    first.unmount();
    const lastPage = Math.ceil(comments().length / COMMENTS_PAGE_SIZE);
    expect(lastPage).toBeLessThan(9);
    const { router } = renderApp(`/course-comments/${PAGED_COMMENTS_COURSE_ID}?page=9`, {
      session: sessions.instructor,
    });
    await waitFor(() => expect(router.state.location.search).toBe(`?page=${lastPage}`));
    const shown = await shownComments();
    const expected = comments().slice((lastPage - 1) * COMMENTS_PAGE_SIZE);
    expect(shown).toHaveLength(expected.length);
    expect(screen.getByRole('button', { name: `Page ${lastPage}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows a translated not-found state for an unknown course', async () => {
    renderApp('/course-comments/9999', { session: sessions.instructor });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This course was not found.');
    expect(within(alert).getByRole('link', { name: 'Back to my courses' })).toHaveAttribute(
      'href',
      '/instructor/my-courses',
    );
  });

  // Comments of a course that is not this instructor's (403) are as missing as an unknown
  // course's: the way back, no Try again that could never work.
  it('shows the not-found state, with the way back and no retry, for a 403', async () => {
    backend.server.use(
      http.get('*/api/course-comments/:id', () =>
        HttpResponse.json({ message_key: 'forbidden' }, { status: 403 }),
      ),
    );
    renderApp(`/course-comments/${PAGED_COMMENTS_COURSE_ID}`, { session: sessions.instructor });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This course was not found.');
    expect(within(alert).getByRole('link', { name: 'Back to my courses' })).toHaveAttribute(
      'href',
      '/instructor/my-courses',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers a learner the catalogue from the not-found state', async () => {
    await signedInAs('learner');
    renderApp('/course-comments/9999', { session: sessions.learner });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Browse the courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });

  it('speaks the page’s language', async () => {
    await setupI18n('ru');
    renderApp(`/course-comments/${PAGED_COMMENTS_COURSE_ID}`, { session: sessions.instructor });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Комментарии к курсу' }),
    ).toBeVisible();
    const list = await screen.findByRole('region', { name: 'Комментарии' });
    expect((await within(list).findAllByText('Студент')).length).toBeGreaterThan(0);
  });
});
