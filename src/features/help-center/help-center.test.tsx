import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, sessions, setupI18n } from '../../../tests/support/render-app';
import { helpTopics, searchTopics, type HelpTopic } from './help-topics';

beforeEach(async () => {
  await setupI18n('en');
});

const main = () => within(screen.getByRole('main'));
const cardTitles = () =>
  main()
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('help centre', () => {
  it('shows a card per instructor topic, each linking to its page', async () => {
    renderApp('/instructor/how-we-can-help', { session: sessions.instructor });
    await screen.findByRole('heading', { level: 1, name: 'Instructor help centre' });
    expect(cardTitles()).toEqual([
      'Payments and pricing',
      'Selling and promotion',
      'Building a course',
      'Managing your courses',
      'Trust and safety',
    ]);
    expect(main().getByRole('link', { name: 'Building a course' })).toHaveAttribute(
      'href',
      '/instructor/how-we-can-help/course-building',
    );
  });

  it('shows the six learner topics', async () => {
    renderApp('/learner/how-we-can-help', { session: sessions.learner });
    await screen.findByRole('heading', { level: 1, name: 'Learner help centre' });
    expect(cardTitles()).toHaveLength(6);
    expect(main().getByRole('link', { name: 'Purchases and refunds' })).toHaveAttribute(
      'href',
      '/learner/how-we-can-help/purchase-refunds',
    );
  });

  it('narrows topics and lists matching questions as you type', async () => {
    const { router } = renderApp('/learner/how-we-can-help', { session: sessions.learner });
    const user = userEvent.setup();
    const search = await screen.findByRole('searchbox', { name: 'Search help' });
    await user.type(search, 'refund');
    expect(cardTitles()).toEqual(['Purchases and refunds']);
    expect(main().getByRole('status')).toHaveTextContent('Topics found: 1.');
    const question = main().getByRole('link', { name: 'Can I get a refund?' });
    expect(question).toHaveAttribute(
      'href',
      '/learner/how-we-can-help/purchase-refunds?open=refund',
    );
    expect(router.state.location.search).toBe('?search=refund');
    await user.clear(search);
    await user.type(search, 'zzzz nothing');
    expect(main().getByText('No topic or question matches “zzzz nothing”.')).toBeVisible();
    await user.click(main().getByRole('button', { name: 'Clear the search' }));
    expect(cardTitles()).toHaveLength(6);
  });

  it('searches in the language on screen', async () => {
    await setupI18n('ru');
    renderApp('/instructor/how-we-can-help?search=видео', { session: sessions.instructor });
    await screen.findByRole('heading', { level: 1, name: 'Справочный центр для преподавателей' });
    expect(main().getByRole('link', { name: 'Какое видео можно загрузить?' })).toBeVisible();
  });
});

describe('help topic', () => {
  it('shows the questions as an accordion with the first open and a breadcrumb back', async () => {
    renderApp('/instructor/how-we-can-help/course-management', { session: sessions.instructor });
    await screen.findByRole('heading', { level: 1, name: 'Managing your courses' });
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Instructor help centre' })).toHaveAttribute(
      'href',
      '/instructor/how-we-can-help',
    );
    expect(breadcrumb.getByText('Managing your courses')).toHaveAttribute('aria-current', 'page');
    const first = main().getByRole('button', { name: 'How does course review work?' });
    const declined = main().getByRole('button', {
      name: 'Why was my course declined, and what do I do now?',
    });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(declined).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(declined);
    expect(declined).toHaveAttribute('aria-expanded', 'true');
    expect(main().getByText(/Use Change course, fix those fields/)).toBeVisible();
  });

  it('opens the question a search result pointed at', async () => {
    renderApp('/learner/how-we-can-help/purchase-refunds?open=refund', {
      session: sessions.learner,
    });
    const refund = await screen.findByRole('button', { name: 'Can I get a refund?' });
    expect(refund).toHaveAttribute('aria-expanded', 'true');
    expect(main().getByRole('button', { name: 'How can I pay?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('says "Topic not found" for an unknown id, with a way back', async () => {
    renderApp('/learner/how-we-can-help/no-such-topic', { session: sessions.learner });
    await screen.findByRole('heading', { level: 1, name: 'Topic not found' });
    expect(main().getByRole('link', { name: 'Back to the help centre' })).toHaveAttribute(
      'href',
      '/learner/how-we-can-help',
    );
  });

  it("does not show one role's topic under the other role's centre", async () => {
    renderApp('/learner/how-we-can-help/course-building', { session: sessions.learner });
    await screen.findByRole('heading', { level: 1, name: 'Topic not found' });
  });

  it('has a title, summary and every question and answer in every language', async () => {
    for (const language of ['arm', 'en', 'ru'] as const) {
      await setupI18n(language);
      for (const [audience, topics] of Object.entries(helpTopics)) {
        for (const topic of topics) {
          const base = `${audience}.${topic.id}`;
          const keys = [
            `${base}.title`,
            `${base}.summary`,
            ...topic.questions.flatMap((id) => [
              `${base}.questions.${id}.q`,
              `${base}.questions.${id}.a`,
            ]),
          ];
          for (const key of keys)
            expect(i18next.exists(key, { ns: 'help', lng: language }), `${language} ${key}`).toBe(
              true,
            );
        }
      }
    }
  });
});

describe('searchTopics', () => {
  const topics: HelpTopic[] = [
    { id: 'a', icon: 'book', questions: ['x', 'y'] },
    { id: 'b', icon: 'user', questions: ['z'] },
  ];
  const words: Record<
    string,
    { title: string; summary: string; q: Record<string, [string, string]> }
  > = {
    a: {
      title: 'Video help',
      summary: 'Uploads',
      q: { x: ['Which FORMAT?', 'MP4 or WebM'], y: ['Size?', '50 MB'] },
    },
    b: { title: 'Account', summary: 'Your profile', q: { z: ['Photo?', 'A PNG file'] } },
  };
  const textOf = (topic: HelpTopic) => ({
    title: words[topic.id]!.title,
    summary: words[topic.id]!.summary,
    questions: topic.questions.map((id) => ({
      id,
      question: words[topic.id]!.q[id]![0],
      answer: words[topic.id]!.q[id]![1],
    })),
  });

  it('matches every topic for an empty search', () => {
    expect(searchTopics(topics, textOf, '  ').map((m) => m.topic.id)).toEqual(['a', 'b']);
  });

  it('matches a topic by its title with no question listed', () => {
    expect(searchTopics(topics, textOf, 'video')).toEqual([{ topic: topics[0], questions: [] }]);
  });

  it('lists the questions holding every word, in any case', () => {
    expect(searchTopics(topics, textOf, 'format  webm')).toEqual([
      { topic: topics[0], questions: ['x'] },
    ]);
    expect(searchTopics(topics, textOf, 'png')).toEqual([{ topic: topics[1], questions: ['z'] }]);
    expect(searchTopics(topics, textOf, 'png webm')).toEqual([]);
  });
});
