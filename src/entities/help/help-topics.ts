// The two help centres' topics and the questions of each, in reading order. The
// words live in the `help` namespace under `{audience}.{topic}`: title, summary and
// `questions.{question}.q` / `.a`.
export type HelpAudience = 'instructor' | 'learner';

export type HelpIcon =
  | 'wallet'
  | 'megaphone'
  | 'blocks'
  | 'folder'
  | 'shield'
  | 'user'
  | 'wrench'
  | 'book'
  | 'receipt'
  | 'phone';

export interface HelpTopic {
  id: string;
  icon: HelpIcon;
  questions: readonly string[];
}

export const helpTopics: Record<HelpAudience, readonly HelpTopic[]> = {
  instructor: [
    {
      id: 'instructor-payment',
      icon: 'wallet',
      questions: ['set-price', 'currencies', 'payouts', 'change-price'],
    },
    {
      id: 'selling-promotion',
      icon: 'megaphone',
      questions: ['find-course', 'views', 'translations', 'ratings'],
    },
    {
      id: 'course-building',
      icon: 'blocks',
      questions: ['video', 'required-fields', 'course-details', 'languages'],
    },
    {
      id: 'course-management',
      icon: 'folder',
      questions: ['review', 'declined', 'edit', 'comments'],
    },
    {
      id: 'trust-safety',
      icon: 'shield',
      questions: ['content-rules', 'account-security', 'report'],
    },
  ],
  learner: [
    {
      id: 'account-profile',
      icon: 'user',
      questions: ['phone', 'photo', 'name-email', 'password'],
    },
    {
      id: 'troubleshooting',
      icon: 'wrench',
      questions: ['video', 'verification', 'signed-out', 'page-error'],
    },
    {
      id: 'learning-experience',
      icon: 'book',
      questions: [
        'wishlist-cart',
        'languages',
        'rating',
        'my-learning',
        'notifications',
        'certificate',
      ],
    },
    {
      id: 'purchase-refunds',
      icon: 'receipt',
      questions: ['payment-methods', 'currency', 'history', 'refund'],
    },
    {
      id: 'mobile',
      icon: 'phone',
      questions: ['phone-browser', 'app', 'data'],
    },
    {
      id: 'trust-safety',
      icon: 'shield',
      questions: ['card-safety', 'report', 'privacy'],
    },
  ],
};

export const findTopic = (audience: HelpAudience, id: string | undefined): HelpTopic | null =>
  helpTopics[audience].find((topic) => topic.id === id) ?? null;

/** The words of one topic, as the search and the pages read them. */
export interface TopicText {
  title: string;
  summary: string;
  questions: readonly { id: string; question: string; answer: string }[];
}

/** Lower case, accents kept, runs of space as one: a forgiving "contains" for every script. */
const normalise = (value: string) => value.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

export interface TopicMatch {
  topic: HelpTopic;
  /** The questions whose question or answer holds every word of the search. */
  questions: readonly string[];
}

/**
 * Topics that match the search: every word of it in the topic's title or summary (the topic
 * matches with no question listed), or in one of its questions or answers (those are listed).
 * An empty search matches every topic.
 */
export function searchTopics(
  topics: readonly HelpTopic[],
  textOf: (topic: HelpTopic) => TopicText,
  search: string,
): TopicMatch[] {
  const words = normalise(search).split(' ').filter(Boolean);
  if (words.length === 0) return topics.map((topic) => ({ topic, questions: [] }));
  const holdsAll = (...texts: string[]) => {
    const haystack = normalise(texts.join(' '));
    return words.every((word) => haystack.includes(word));
  };
  return topics.flatMap((topic) => {
    const text = textOf(topic);
    const questions = text.questions
      .filter((entry) => holdsAll(entry.question, entry.answer))
      .map((entry) => entry.id);
    return holdsAll(text.title, text.summary) || questions.length > 0 ? [{ topic, questions }] : [];
  });
}
