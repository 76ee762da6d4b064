// What the help assistant searches: the help centre's questions of the visitor's
// audience and the site-wide FAQ, in the interface language, matched as the visitor types.
import type { Faq } from '@/generated/model';
import type { Language } from '@/lib/i18n/languages';
import { localizedField } from '@/lib/format/localized-field';
import { helpTopics, type HelpAudience, type TopicText } from '@/entities/help/help-topics';

export interface HelpEntry {
  /** Unique among the results. */
  key: string;
  source: 'help' | 'faq';
  question: string;
  answer: string;
  /** The help centre's topic and question, for the link to the full article. */
  topic?: string;
  questionId?: string;
}

/** Lower case, runs of space as one: a forgiving "contains" for every script. */
const normalise = (value: string) => value.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/** Every entry the assistant knows, help centre first (it has the full articles). */
export function helpEntries(
  audience: HelpAudience,
  textOf: (topicId: string, questions: readonly string[]) => TopicText,
  faqs: readonly Faq[],
  language: Language,
): HelpEntry[] {
  const help = helpTopics[audience].flatMap((topic) =>
    textOf(topic.id, topic.questions).questions.map((entry) => ({
      key: `help:${topic.id}:${entry.id}`,
      source: 'help' as const,
      question: entry.question,
      answer: entry.answer,
      topic: topic.id,
      questionId: entry.id,
    })),
  );
  const faq = faqs.map((item) => ({
    key: `faq:${item.id}`,
    source: 'faq' as const,
    question: localizedField(item, 'question', language),
    answer: item.answers.map((answer) => localizedField(answer, 'answer', language)).join(' '),
  }));
  return [...help, ...faq];
}

/** Entries holding every word typed, questions that match first; none for an empty search. */
export function searchHelp(entries: readonly HelpEntry[], search: string, limit = 5): HelpEntry[] {
  const words = normalise(search).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const holds = (text: string) => {
    const haystack = normalise(text);
    return words.every((word) => haystack.includes(word));
  };
  const inQuestion = entries.filter((entry) => holds(entry.question));
  const inAnswer = entries.filter(
    (entry) => !inQuestion.includes(entry) && holds(`${entry.question} ${entry.answer}`),
  );
  return [...inQuestion, ...inAnswer].slice(0, limit);
}
