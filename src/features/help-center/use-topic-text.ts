import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpAudience, HelpTopic, TopicText } from './help-topics';

/** Reads a topic's words in the current language, for the cards, the search and the detail. */
export function useTopicText(audience: HelpAudience): (topic: HelpTopic) => TopicText {
  const { t } = useTranslation('help');
  return useCallback(
    (topic: HelpTopic) => {
      const base = `${audience}.${topic.id}`;
      return {
        title: t(`${base}.title`),
        summary: t(`${base}.summary`),
        questions: topic.questions.map((id) => ({
          id,
          question: t(`${base}.questions.${id}.q`),
          answer: t(`${base}.questions.${id}.a`),
        })),
      };
    },
    [audience, t],
  );
}
