import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { INSTRUCTOR_PAGE_SIZE } from '../../../mocks/handlers/instructor-courses';
import { presentInstructorCourse } from '../../../mocks/lib/present';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import {
  renderApp,
  sessions,
  setupI18n,
  headerControlsArrived,
} from '../../../tests/support/render-app';
import { instructorCourseQueries } from '@/entities/instructor-courses/instructor-course-queries';
import type { Language } from '@/lib/i18n/languages';
import armMyCourses from '@/locales/arm/my-courses.json';
import enMyCourses from '@/locales/en/my-courses.json';
import ruMyCourses from '@/locales/ru/my-courses.json';
import { signedInAs } from '../../../tests/support/signed-in-as';

const backend = setupMockBackend();

beforeEach(async () => {
  await setupI18n('en');
  await signedInAs('instructor');
});

const INSTRUCTOR_ID = 2;
const statusLabels = { in_review: 'In review', approved: 'Approved', declined: 'Declined' };

/** The ready instructor's courses, newest first, as the list answers them. */
const ownCourses = () =>
  backend
    .db()
    .state.courses.filter((course) => course.user_id === INSTRUCTOR_ID)
    .toSorted((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);

const firstWith = (status: 'in_review' | 'approved' | 'declined') => {
  const course = ownCourses()
    .slice(0, INSTRUCTOR_PAGE_SIZE)
    .find((entry) => entry.status === status);
  if (!course) throw new Error(`No ${status} course on the first page`);
  return course;
};

const cards = async (listName = 'Your courses') => {
  const list = await screen.findByRole('region', { name: listName });
  await within(list).findAllByRole('article');
  return within(list).getAllByRole('article');
};

const card = async (title: string, listName?: string) => {
  await cards(listName);
  return screen.getByRole('article', { name: title });
};

async function openDetails(title: string) {
  renderApp('/instructor/my-courses', { session: sessions.instructor });
  const user = userEvent.setup();
  const button = within(await card(title)).getByRole('button', { name: `Details: ${title}` });
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: title });
  return { user, button, dialog: within(dialog), element: dialog };
}

describe('my courses', () => {
  it('has a banner with the add-course and edit-profile links', async () => {
    renderApp('/instructor/my-courses', { session: sessions.instructor });
    expect(await screen.findByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Add a course' })[0]).toHaveAttribute(
      'href',
      '/instructor/add-courses',
    );
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/instructor/settings',
    );
  });

  it('shows a card per course with its status in words, its video and its title', async () => {
    const { router } = renderApp('/instructor/my-courses', { session: sessions.instructor });
    const shown = await cards();
    const expected = ownCourses().slice(0, INSTRUCTOR_PAGE_SIZE);
    expect(shown).toHaveLength(expected.length);
    for (const [index, course] of expected.entries()) {
      const entry = within(shown[index]!);
      expect(entry.getByRole('heading', { name: course.title.en })).toBeVisible();
      expect(entry.getByText(statusLabels[course.status])).toBeVisible();
      // The play button shows once the player has its signed address.
      expect(
        await entry.findByRole('button', { name: `Play the video: ${course.title.en}` }),
      ).toBeVisible();
    }
    await waitFor(() => expect(router.state.location.search).toBe('?page=1'));
  });

  it('titles the cards and the statuses in the current language, English when missing', async () => {
    await setupI18n('ru' satisfies Language);
    renderApp('/instructor/my-courses', { session: sessions.instructor });
    const shown = await cards('Ваши курсы');
    const course = ownCourses()[0]!;
    const entry = within(shown[0]!);
    expect(entry.getByRole('heading', { name: course.title.ru ?? course.title.en })).toBeVisible();
    expect(
      entry.getByText(
        { in_review: 'На проверке', approved: 'Одобрен', declined: 'Отклонён' }[course.status],
      ),
    ).toBeVisible();
  });

  it('pages with the query, replacing the address', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/instructor/my-courses?page=1', {
      session: sessions.instructor,
    });
    await cards();
    await headerControlsArrived();
    const pages = within(screen.getByRole('navigation', { name: 'Course pages' }));
    expect(pages.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await user.click(pages.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(router.state.historyAction).toBe('REPLACE');
    const rest = ownCourses().slice(INSTRUCTOR_PAGE_SIZE);
    await waitFor(async () => expect(await cards()).toHaveLength(rest.length));
    expect(screen.getByRole('article', { name: rest[0]!.title.en })).toBeVisible();
    expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('opens an in-review course in a modal with its price, description, highlights, FAQ and details', async () => {
    const course = firstWith('in_review');
    const { dialog } = await openDetails(course.title.en);
    expect(dialog.getByText('In review')).toBeVisible();
    expect(dialog.getByText(`$${course.price.en}`)).toBeVisible();
    expect(dialog.getByText(course.description.en)).toBeVisible();
    const highlights = dialog.getByRole('region', { name: 'Highlights' });
    for (const highlight of course.highlights)
      expect(within(highlights).getByText(highlight.name.en)).toBeVisible();
    for (const faq of course.faqs) {
      expect(dialog.getByText(faq.question.en)).toBeVisible();
      expect(dialog.getByText(faq.answer.en)).toBeVisible();
    }
    const included = dialog.getByRole('region', { name: 'This course includes' });
    expect(within(included).getAllByRole('listitem')).toHaveLength(course.details.length);
    expect(dialog.queryByRole('link', { name: 'Change course' })).toBeNull();
    expect(dialog.queryByText(/Views/)).toBeNull();
  });

  // A timed detail's length is a duration in the page's own units ("2 hr 30 min", not 02:30:00);
  // a ticked checkbox detail has no time and shows none.
  it.each([
    ['en', enMyCourses, 'hours of on-demand video', '2 hr 30 min', 'Downloadable resources'],
    ['ru', ruMyCourses, 'часов видео по запросу', '2 ч 30 мин', 'Материалы для скачивания'],
    ['arm', armMyCourses, 'ժամ տեսանյութ', '2 ժ 30 ր', 'Ներբեռնվող նյութեր'],
  ] as const)(
    'shows a detail’s time in the modal as a duration in %s',
    async (language, texts, video, duration, download) => {
      await setupI18n(language);
      const course = firstWith('in_review');
      const details = course.details;
      details.find((choice) => choice.course_details_data_id === 1)!.time = '02:30:00';
      if (!details.some((choice) => choice.course_details_data_id === 3))
        details.push({ id: 99_999, course_details_data_id: 3, time: null });
      const title = course.title[language]?.trim() || course.title.en;
      renderApp('/instructor/my-courses', { session: sessions.instructor });
      await userEvent.setup().click(
        within(await card(title, texts.myCourses.listTitle)).getByRole('button', {
          name: `${texts.myCourses.details}: ${title}`,
        }),
      );
      const dialog = within(await screen.findByRole('dialog', { name: title }));
      const included = within(dialog.getByRole('region', { name: texts.details.included }));
      const item = (text: string) =>
        included.getAllByRole('listitem').find((entry) => entry.textContent?.startsWith(text))!;
      expect(item(video)).toHaveTextContent(`${video} · ${duration}`);
      expect(item(download)).toHaveTextContent(new RegExp(`^${download}$`));
    },
  );

  it('lists a declined course’s remarks in the current language with a change-course link', async () => {
    const course = firstWith('declined');
    const { dialog } = await openDetails(course.title.en);
    const remarks = dialog.getByRole('region', { name: 'What the reviewer asked you to change' });
    expect(course.rejected_fields.length).toBeGreaterThan(0);
    for (const field of course.rejected_fields) {
      const message = within(remarks).getByText(field.message.en);
      expect(message).toBeVisible();
      // Each remark sits under the field it is about; without `field_name` it is a general one.
      const label = field.field_name
        ? enMyCourses.fields[field.field_name]
        : enMyCourses.details.generalRemark;
      expect(within(message.parentElement!).getByText(label, { selector: 'dt' })).toBeVisible();
    }
    expect(remarks.querySelectorAll('dt')).toHaveLength(course.rejected_fields.length);
    expect(dialog.getByRole('link', { name: 'Change course' })).toHaveAttribute(
      'href',
      `/instructor/change-courses/${course.id}`,
    );
    expect(dialog.getByText(course.description.en)).toBeVisible();
  });

  it('names the field each remark is about, falling back to English for a missing translation', async () => {
    await setupI18n('arm');
    const course = firstWith('declined');
    const presented = presentInstructorCourse(backend.db(), course);
    backend.server.use(
      http.get('*/api/courses', () =>
        HttpResponse.json({
          data: [
            {
              ...presented,
              rejected_fields: [
                {
                  id: 1,
                  field_name: 'title',
                  error_message_en: 'Make the title shorter.',
                  error_message_ru: 'Сократите название.',
                  error_message_arm: 'Կրճատեք վերնագիրը։',
                },
                {
                  id: 2,
                  field_name: 'price',
                  error_message_en: 'The price is too high.',
                  error_message_ru: null,
                  error_message_arm: null,
                },
                {
                  id: 3,
                  field_name: null,
                  error_message_en: 'Add more examples.',
                  error_message_ru: null,
                  error_message_arm: 'Ավելացրեք օրինակներ։',
                },
              ],
            },
          ],
          current_page: 1,
          last_page: 1,
          per_page: 9,
          total: 1,
          prev_page_url: null,
          next_page_url: null,
        }),
      ),
    );
    renderApp('/instructor/my-courses', { session: sessions.instructor });
    const title = course.title.arm ?? course.title.en;
    const user = userEvent.setup();
    await user.click(
      within(await card(title, 'Ձեր դասընթացները')).getByRole('button', {
        name: `Մանրամասներ: ${title}`,
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: title }));
    const remarks = within(dialog.getByRole('region', { name: 'Ինչ է խնդրում փոխել ստուգողը' }));
    const terms = remarks.getAllByRole('term').map((term) => term.textContent);
    const definitions = remarks.getAllByRole('definition').map((entry) => entry.textContent);
    expect(terms).toEqual(['Վերնագիր', 'Գին', 'Ընդհանուր դիտողություն']);
    expect(definitions).toEqual([
      'Կրճատեք վերնագիրը։',
      'The price is too high.',
      'Ավելացրեք օրինակներ։',
    ]);
  });

  it('shows an approved course’s views and three comments with a link to all of them', async () => {
    const course = ownCourses()
      .slice(0, INSTRUCTOR_PAGE_SIZE)
      .find(
        (entry) =>
          entry.status === 'approved' &&
          backend.db().state.comments.filter((comment) => comment.course_id === entry.id).length >
            3,
      )!;
    const { dialog } = await openDetails(course.title.en);
    expect(dialog.getByText(`Views: ${course.views}`)).toBeVisible();
    const latest = dialog.getByRole('region', { name: 'Latest comments' });
    expect(within(latest).getAllByRole('article')).toHaveLength(3);
    expect(within(latest).getAllByText('Learner').length).toBe(3);
    expect(dialog.getByRole('link', { name: 'View all comments' })).toHaveAttribute(
      'href',
      `/course-comments/${course.id}`,
    );
    expect(dialog.queryByText(course.description.en)).toBeNull();
  });

  it('traps focus in the modal and returns it to the button on Escape', async () => {
    const course = firstWith('approved');
    const { user, button, element } = await openDetails(course.title.en);
    expect(element).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('shows the empty text with the add-course link when the instructor has no course', async () => {
    const db = backend.db();
    db.state.courses = db.state.courses.filter((course) => course.user_id !== INSTRUCTOR_ID);
    renderApp('/instructor/my-courses', { session: sessions.instructor });
    const list = await screen.findByRole('region', { name: 'Your courses' });
    expect(
      await within(list).findByText('You have not added a course. Add a course to begin.'),
    ).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Add a course' })).toHaveAttribute(
      'href',
      '/instructor/add-courses',
    );
  });

  it('shows a translated error with Retry when the list cannot be loaded', async () => {
    backend.server.use(
      http.get('*/api/courses', () => HttpResponse.json({ message: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    renderApp('/instructor/my-courses', { session: sessions.instructor });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(INSTRUCTOR_PAGE_SIZE);
  });

  it('shows a new status once the course list is invalidated (a review notification)', async () => {
    const course = firstWith('in_review');
    const { queryClient } = renderApp('/instructor/my-courses', { session: sessions.instructor });
    expect(within(await card(course.title.en)).getByText('In review')).toBeVisible();
    backend.db().state.courses.find((entry) => entry.id === course.id)!.status = 'approved';
    await queryClient.invalidateQueries({ queryKey: instructorCourseQueries.all });
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: course.title.en })).getByText('Approved'),
      ).toBeVisible(),
    );
  });
});
