import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READY_ACCOUNTS } from '../../../../mocks/db/seed';
import { setScenario } from '../../../../mocks/lib/scenario';
import { setupMockBackend } from '../../../../mocks/testing/use-mock-backend';
import { login } from '@/generated/client/auth/auth';
import { renderApp, sessions, setupI18n } from '../../../../tests/support/render-app';
import { draftKey } from './course-draft';

const backend = setupMockBackend();
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await setupI18n('en');
  const { token } = await login(READY_ACCOUNTS.instructor);
  localStorage.setItem('token', token);
});
afterEach(() => vi.restoreAllMocks());

const video = () => new File(['fake-webm-bytes'], 'lesson.webm', { type: 'video/webm' });
const field = (name: string) => screen.getByRole('textbox', { name });
const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function openAddCourse() {
  const view = renderApp('/instructor/add-courses', { session: sessions.instructor });
  await screen.findByRole('heading', { level: 1, name: 'Add a course' });
  await screen.findByLabelText('Downloadable resources');
  return { ...view, user: userEvent.setup() };
}

/** The hours and minutes boxes of the course's video length. */
const videoLength = () =>
  within(screen.getByRole('group', { name: 'hours of on-demand video (hours and minutes)' }));
function setLength(hours: string, minutes: string) {
  fireEvent.change(videoLength().getByRole('spinbutton', { name: 'hours' }), {
    target: { value: hours },
  });
  fireEvent.change(videoLength().getByRole('spinbutton', { name: 'minutes' }), {
    target: { value: minutes },
  });
}

const categorySelect = () => screen.getByRole('combobox', { name: /^Category/ });

async function chooseCategory(user: ReturnType<typeof userEvent.setup>, name: string) {
  await screen.findByRole('option', { name });
  await user.selectOptions(categorySelect(), name);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, withCategory = true) {
  if (withCategory) await chooseCategory(user, 'Data and AI');
  await user.upload(screen.getByLabelText(/Course video/), video());
  setLength('1', '30');
  await fill(user, 'Title (English)', 'Practical SQL');
  await fill(user, 'Price (English)', '19.99');
  await fill(user, 'Question 1 (English)', 'Who is it for?');
  await fill(user, 'Answer 1 (English)', 'Anyone who works with data.');
  await fill(user, 'Highlight 1 (English)', 'Joins without fear');
  await fill(user, 'Description (English)', 'Queries from scratch.');
}

/** Types a whole value at once (a paste), so the long form fills quickly. */
async function fill(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  await user.click(field(name));
  await user.paste(value);
}

/** A draft as the form keeps it, typed into Add course and left by an unmount (a reload). */
async function typedDraft() {
  const view = await openAddCourse();
  await fill(view.user, 'Title (English)', 'Typed before');
  view.unmount();
  const stored = JSON.parse(sessionStorage.getItem(draftKey(null).key)!) as { values: unknown };
  sessionStorage.clear();
  return stored;
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Add course' }));

describe('Add course', { timeout: 40_000 }, () => {
  it('asks for a detail and a video before sending anything', async () => {
    const { user } = await openAddCourse();
    const before = backend.db().state.courses.length;
    await submit(user);
    const checklist = screen.getByRole('group', { name: /What the course includes/ });
    expect(within(checklist).getByText('Please enter the time, it is required.')).toBeVisible();
    expect(errorOf(screen.getByLabelText(/Course video/))).toContain('Please upload a video.');
    await waitFor(() => expect(screen.getByLabelText(/Course video/)).toHaveFocus());
    expect(backend.db().state.courses).toHaveLength(before);
  });

  it('refuses a dropped file that is not a video at the field', async () => {
    await openAddCourse();
    const zone = screen.getByText('Course video').parentElement!;
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['png'], 'cover.png', { type: 'image/png' })] },
    });
    expect(errorOf(screen.getByLabelText(/Course video/))).toContain(
      'The video must be an mp4, mov, avi or webm file.',
    );
    expect(screen.getByText('No video chosen yet.')).toBeVisible();
  });

  it('shows the chosen video with its size and offers to replace it', async () => {
    const { user } = await openAddCourse();
    await user.upload(screen.getByLabelText(/Course video/), video());
    expect(screen.getByText(/Chosen: lesson\.webm \(0 MB\)/)).toBeVisible();
    expect(screen.getByText('Choose another video')).toBeVisible();
  });

  it('adds a course with Armenian, two FAQs, a highlight and a timed detail, then clears', async () => {
    const { user } = await openAddCourse();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    expect(field('Question 2 (English)')).toHaveFocus();
    await fill(user, 'Question 2 (English)', 'How long?');
    await fill(user, 'Answer 2 (English)', 'Two weeks.');
    const translations = screen.getByRole('group', { name: 'Translations' });
    await user.click(within(translations).getByRole('checkbox', { name: 'Add Armenian' }));
    await fill(user, 'Title (Armenian)', 'Գործնական SQL');
    await fill(user, 'Price (Armenian)', '7800');
    await user.click(screen.getByRole('checkbox', { name: 'Downloadable resources' }));
    await submit(user);

    expect(await screen.findByText('The course has been added and sent for review.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to my courses' })).toHaveAttribute(
      'href',
      '/instructor/my-courses?page=1',
    );
    const saved = backend.db().state.courses.at(-1)!;
    expect(saved).toMatchObject({
      status: 'in_review',
      title: { en: 'Practical SQL', arm: 'Գործնական SQL', ru: null },
      price: { en: '19.99', arm: '7800', ru: null },
    });
    expect(saved.faqs.map((faq) => faq.question.en)).toEqual(['Who is it for?', 'How long?']);
    expect(saved.highlights.map((highlight) => highlight.name.en)).toEqual(['Joins without fear']);
    expect(saved.details.map((detail) => [detail.course_details_data_id, detail.time])).toEqual([
      [1, '01:30:00'],
      [3, null],
    ]);
    expect(saved.video).toMatch(/^videos\/course-\d+-\d+\.webm$/);
    // Cleared for the next course, nothing left to lose.
    expect(field('Title (English)')).toHaveValue('');
    expect(screen.getByText('No video chosen yet.')).toBeVisible();
    expect(sessionStorage.getItem(draftKey(null).key)).toBeNull();
  });

  it('puts the server refusals under their fields, focuses the first, and keeps everything', async () => {
    const { user } = await openAddCourse();
    await fillRequired(user);
    await user.clear(field('Title (English)'));
    await user.clear(field('Price (English)'));
    await fill(user, 'Price (English)', 'ten dollars');
    await submit(user);

    await waitFor(() =>
      expect(errorOf(field('Title (English)'))).toContain('Title (English) is required.'),
    );
    expect(errorOf(field('Price (English)'))).toContain('Price (English) must be a number.');
    await waitFor(() => expect(field('Title (English)')).toHaveFocus());
    expect(field('Price (English)')).toHaveValue('ten dollars');
    expect(field('Question 1 (English)')).toHaveValue('Who is it for?');
    expect(screen.getByText(/Chosen: lesson\.webm/)).toBeVisible();
    // Typing answers the field's message.
    await fill(user, 'Title (English)', 'P');
    expect(errorOf(field('Title (English)'))).not.toContain('required');
  });

  it('shows the later version’s refusals of an Armenian-first course at the Armenian fields', async () => {
    const { user } = await openAddCourse();
    await fillRequired(user);
    await user.clear(field('Title (English)'));
    await user.clear(field('Price (English)'));
    await user.clear(field('Description (English)'));
    const translations = screen.getByRole('group', { name: 'Translations' });
    await user.click(within(translations).getByRole('checkbox', { name: 'Add Armenian' }));
    await fill(user, 'Price (Armenian)', '7800');
    await submit(user);

    // Armenian is the language offered: the server asks for the rest of it (decision 37).
    await waitFor(() =>
      expect(errorOf(field('Title (Armenian)'))).toContain('Title (Armenian) is required.'),
    );
    expect(errorOf(field('Description (Armenian)'))).toContain(
      'Description (Armenian) is required.',
    );
    expect(field('Price (Armenian)')).toHaveValue('7800');
  });

  it('puts the server’s refusal of a missing category at the select, then sends the chosen one', async () => {
    const { user } = await openAddCourse();
    await fillRequired(user, false);
    await submit(user);
    await waitFor(() => expect(errorOf(categorySelect())).toContain('Choose a category.'));
    expect(categorySelect()).toBeInvalid();
    expect(field('Title (English)')).toHaveValue('Practical SQL');
    const before = backend.db().state.courses.length;
    await chooseCategory(user, 'Design');
    expect(errorOf(categorySelect())).not.toContain('Choose a category.');
    await submit(user);
    await waitFor(() => expect(backend.db().state.courses.length).toBe(before + 1), {
      timeout: 10_000,
    });
    expect(backend.db().state.courses.at(-1)!.category_id).toBe(4);
  });

  it('shows a nested refusal at its row and a list-level one under the list', async () => {
    const { user } = await openAddCourse();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Add Russian' }));
    await user.click(screen.getAllByRole('button', { name: 'Add a question' })[0]!);
    await fill(user, 'Question 2 (English)', 'Q2');
    await fill(user, 'Answer 2 (English)', 'A2');
    await fill(user, 'Answer 2 (Russian)', '<b>жирный</b>');
    await submit(user);
    await waitFor(() =>
      expect(errorOf(field('Answer 2 (Russian)'))).toContain(
        'FAQ answer (Russian) contains characters that are not allowed.',
      ),
    );
    const faqList = screen.getByRole('group', { name: 'FAQ (English)' });
    expect(
      within(faqList).getByText('Every language needs the same number of FAQs.'),
    ).toBeVisible();
  });

  it('keeps everything and says so when the server fails', async () => {
    const { user } = await openAddCourse();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await fillRequired(user);
    setScenario('server-error');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(field('Title (English)')).toHaveValue('Practical SQL');
    expect(logged).toHaveBeenCalled();
  });

  it('takes the length as hours and minutes, refuses what the contract cannot carry, sends HH:mm:ss', async () => {
    const { user } = await openAddCourse();
    await fillRequired(user);
    setLength('25', '0');
    await submit(user);
    const checklist = screen.getByRole('group', { name: /What the course includes/ });
    expect(
      await within(checklist).findByText(
        'Enter the length as whole hours (0 to 23) and minutes (0 to 59).',
      ),
    ).toBeVisible();
    expect(videoLength().getByRole('spinbutton', { name: 'hours' })).toHaveValue(25);
    // Inside a group of its own, the length still says what is wrong with it.
    for (const name of ['hours', 'minutes']) {
      const box = videoLength().getByRole('spinbutton', { name });
      expect(box).toBeInvalid();
      expect(box).toHaveAccessibleDescription(
        /Enter the length as whole hours \(0 to 23\) and minutes \(0 to 59\)\.$/,
      );
    }
    setLength('8', '75');
    await submit(user);
    expect(
      within(checklist).getByText(
        'Enter the length as whole hours (0 to 23) and minutes (0 to 59).',
      ),
    ).toBeVisible();
    const before = backend.db().state.courses.length;
    setLength('8', '30');
    await submit(user);
    await waitFor(() => expect(backend.db().state.courses.length).toBe(before + 1), {
      timeout: 10_000,
    });
    expect(backend.db().state.courses.at(-1)!.details[0]!.time).toBe('08:30:00');
  });

  it('keeps at least one FAQ row and moves focus when a row goes', async () => {
    const { user } = await openAddCourse();
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    expect(screen.queryByRole('button', { name: 'Remove question 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove question 3' }));
    expect(field('Question 2 (English)')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    expect(screen.queryByRole('textbox', { name: 'Question 2 (English)' })).toBeNull();
    expect(field('Question 1 (English)')).toBeVisible();
  });

  it('offers back a draft of the text fields after a reload', async () => {
    const first = await openAddCourse();
    await fill(first.user, 'Title (English)', 'Unsent title');
    await first.user.click(screen.getByRole('checkbox', { name: 'Downloadable resources' }));
    first.unmount();

    const { user } = await openAddCourse();
    expect(field('Title (English)')).toHaveValue('');
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(field('Title (English)')).toHaveValue('Unsent title');
    expect(screen.getByRole('checkbox', { name: 'Downloadable resources' })).toBeChecked();
  });

  it('says when the draft was typed, takes focus and announces it', async () => {
    const typedAt = new Date(2026, 10, 25, 14, 2);
    sessionStorage.setItem(
      draftKey(null).key,
      JSON.stringify({ savedAt: typedAt.getTime(), values: (await typedDraft()).values }),
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 15, 30));
    try {
      await openAddCourse();
      const offer = await screen.findByRole('group', {
        name: 'You have an unsent draft from 2:02 PM.',
      });
      expect(offer).toHaveFocus();
      expect(within(offer).getByRole('status')).toHaveTextContent(
        'You have an unsent draft from 2:02 PM.',
      );
      expect(within(offer).getByRole('button', { name: 'Restore' })).toBeVisible();
      expect(within(offer).getByRole('button', { name: 'Discard' })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a discarded draft: the next visit offers nothing', async () => {
    const first = await openAddCourse();
    await fill(first.user, 'Title (English)', 'Not wanted');
    first.unmount();
    const second = await openAddCourse();
    await second.user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('group', { name: /unsent draft/ })).toBeNull();
    expect(sessionStorage.getItem(draftKey(null).key)).toBeNull();
    second.unmount();
    await openAddCourse();
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = await openAddCourse();
    await fill(user, 'Title (English)', 'Half done');
    await act(() => router.navigate('/instructor/my-courses'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/instructor/add-courses');
    expect(field('Title (English)')).toHaveValue('Half done');

    await act(() => router.navigate('/instructor/my-courses'));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/instructor/my-courses'));
    expect(sessionStorage.getItem(draftKey(null).key)).toBeNull();
  });
});

describe('Change course', { timeout: 40_000 }, () => {
  const declinedId = 5; // seeded: the ready instructor's declined course

  it('pre-fills the stored course and goes to My courses page 1 saying it was updated', async () => {
    const { router } = renderApp(`/instructor/change-courses/${declinedId}`, {
      session: sessions.instructor,
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Change course' });
    const stored = backend.db().state.courses.find((course) => course.id === declinedId)!;
    expect(await screen.findByRole('textbox', { name: 'Title (English)' })).toHaveValue(
      stored.title.en,
    );
    expect(screen.getByRole('checkbox', { name: 'Add Russian' })).toBeChecked();
    const [hours, minutes] = stored.details[0]!.time!.split(':').map(Number);
    expect(videoLength().getByRole('spinbutton', { name: 'hours' })).toHaveValue(hours);
    expect(videoLength().getByRole('spinbutton', { name: 'minutes' })).toHaveValue(minutes);
    expect(screen.getByText('The current video stays unless you choose a new one.')).toBeVisible();
    await user.clear(field('Title (English)'));
    await fill(user, 'Title (English)', 'SQL, fixed');
    await user.click(screen.getByRole('button', { name: 'Change course' }));

    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/instructor/my-courses?page=1',
      ),
    );
    expect(await screen.findByText('The course has been updated.')).toBeVisible();
    const saved = backend.db().state.courses.find((course) => course.id === declinedId)!;
    expect(saved).toMatchObject({ status: 'in_review', title: { en: 'SQL, fixed' } });
    expect(saved.video).toBe(stored.video);
  });

  it("shows the reviewer's messages at the fields they are about", async () => {
    const course = backend.db().state.courses.find((entry) => entry.id === declinedId)!;
    course.rejected_fields = [
      {
        id: 90,
        field_name: 'title',
        message: {
          en: 'The title promises too much.',
          ru: 'Название обещает слишком много.',
          arm: null,
        },
      },
      { id: 91, field_name: null, message: { en: 'Please record louder.', ru: null, arm: null } },
    ];
    renderApp(`/instructor/change-courses/${declinedId}`, { session: sessions.instructor });
    const title = await screen.findByRole('textbox', { name: 'Title (English)' });
    expect(errorOf(title)).toContain('The title promises too much.');
    expect(screen.getByRole('note')).toHaveTextContent('Please record louder.');
  });

  it.each([
    [
      'another instructor’s course',
      () => backend.db().state.courses.find((c) => c.user_id !== 2)!.id,
    ],
    ['a course that does not exist', () => 9999],
  ])('says %s is not found and leads back to My courses, offering no retry', async (_, id) => {
    renderApp(`/instructor/change-courses/${id()}`, { session: sessions.instructor });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not found');
    expect(alert).toHaveTextContent('it is not one of your courses');
    expect(within(alert).getByRole('link', { name: 'Back to my courses' })).toHaveAttribute(
      'href',
      '/instructor/my-courses',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText('This could not be loaded.')).toBeNull();
  });

  it('keeps a draft per course: offered back on its own course only, forgotten once sent', async () => {
    const first = renderApp(`/instructor/change-courses/${declinedId}`, {
      session: sessions.instructor,
    });
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: 'Title (English)' }));
    await fill(user, 'Title (English)', 'Draft of a change');
    first.unmount();

    const add = await openAddCourse();
    expect(screen.queryByRole('group', { name: /unsent draft/ })).toBeNull();
    add.unmount();

    renderApp(`/instructor/change-courses/${declinedId}`, { session: sessions.instructor });
    const offer = await screen.findByRole('group', { name: /You have an unsent draft from/ });
    expect(offer).toHaveFocus();
    await user.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(field('Title (English)')).toHaveValue('Draft of a change');
    await user.click(screen.getByRole('button', { name: 'Change course' }));
    await waitFor(
      () =>
        expect(backend.db().state.courses.find((c) => c.id === declinedId)!.title.en).toBe(
          'Draft of a change',
        ),
      { timeout: 10_000 },
    );
    await waitFor(() => expect(sessionStorage.getItem(draftKey(declinedId).key)).toBeNull());
  });

  it('shows the refusals of a change under the fields', async () => {
    renderApp(`/instructor/change-courses/${declinedId}`, { session: sessions.instructor });
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: 'Description (English)' }));
    await user.click(screen.getByRole('button', { name: 'Change course' }));
    await waitFor(() =>
      expect(errorOf(field('Description (English)'))).toContain(
        'Description (English) is required.',
      ),
    );
  });
});

describe('Course form languages', { timeout: 40_000 }, () => {
  it.each([
    ['ru', 'Добавить курс', 'Название (английский)', 'Загрузите видео.'],
    ['arm', 'Ավելացնել դասընթաց', 'Վերնագիր (անգլերեն)', null],
  ] as const)(
    'speaks %s, the server messages too',
    async (language, heading, title, videoRequired) => {
      await setupI18n(language);
      renderApp('/instructor/add-courses', { session: sessions.instructor });
      await screen.findByRole('heading', { level: 1, name: heading });
      expect(await screen.findByRole('textbox', { name: title })).toBeVisible();
      await userEvent.setup().click(screen.getAllByRole('button', { name: heading }).at(-1)!);
      const message = errorOf(
        screen.getByLabelText(new RegExp(i18next.t('video.label', { ns: 'course-form' }))),
      );
      expect(message).toContain(
        i18next.t('auth.add_course.validation.video.required', { ns: 'server' }),
      );
      if (videoRequired) expect(message).toContain(videoRequired);
    },
  );
});

describe('Before saving a change', { timeout: 40_000 }, () => {
  it('says a published course stays up while the change is reviewed; a never approved one goes to review', async () => {
    const view = renderApp('/instructor/change-courses/1', { session: sessions.instructor });
    const save = await screen.findByRole('button', { name: 'Change course' });
    await waitFor(() =>
      expect(save).toHaveAccessibleDescription(
        'Saving sends your change to review. Until it is approved, visitors and learners keep seeing the published course as it was last approved.',
      ),
    );
    view.unmount();
    renderApp('/instructor/change-courses/5', { session: sessions.instructor });
    const again = await screen.findByRole('button', { name: 'Change course' });
    await waitFor(() =>
      expect(again).toHaveAccessibleDescription(
        'Saving sends the course to review again; learners see it once it is approved.',
      ),
    );
  });
});
