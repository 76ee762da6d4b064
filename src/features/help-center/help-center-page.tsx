import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { controlClass, Field } from '@/components/ui/field';
import { PageFrame } from '@/components/ui/page-frame';
import { href, paths } from '@/lib/routes';
import { HelpIcon } from './help-icon';
import { helpTopics, searchTopics, type HelpAudience } from './help-topics';
import { useTopicText } from './use-topic-text';
import './help-center.css';

export function InstructorHelpCenterPage() {
  return <HelpCenter audience="instructor" />;
}

export function LearnerHelpCenterPage() {
  return <HelpCenter audience="learner" />;
}

export const detailsRoute = (audience: HelpAudience) =>
  audience === 'instructor' ? 'instructorHelpDetails' : 'learnerHelpDetails';

/**
 * A card per topic and a search that narrows the topics and lists their matching questions as
 * you type; the search is `?search=` so it survives a reload and the way back from a topic.
 */
function HelpCenter({ audience }: { audience: HelpAudience }) {
  const { t } = useTranslation('help');
  const [query, setQuery] = useSearchParams();
  const searchInAddress = query.get('search') ?? '';
  // What is typed lives in state and is written to the address: the router renders a new address
  // in a transition, which React may hold back (a suspending part of the page), and an input
  // controlled by such an update drops keystrokes. A new address from elsewhere (back, a link)
  // still replaces it.
  const [search, setSearchText] = useState(searchInAddress);
  const [lastAddress, setLastAddress] = useState(searchInAddress);
  if (searchInAddress !== lastAddress) {
    setLastAddress(searchInAddress);
    setSearchText(searchInAddress);
  }
  const textOf = useTopicText(audience);
  const matches = searchTopics(helpTopics[audience], textOf, search);

  const setSearch = (value: string) => {
    setSearchText(value);
    setQuery(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set('search', value);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <PageFrame title={t(`${audience}.title`)}>
      <p className="help__intro">{t(`${audience}.intro`)}</p>
      <search className="help__search">
        <Field label={t('search.label')}>
          {(control) => (
            <input
              {...control}
              className={controlClass(false)}
              type="search"
              value={search}
              placeholder={t('search.placeholder')}
              autoComplete="off"
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
      </search>
      <p className="help__count" role="status">
        {search ? t('search.found', { count: matches.length }) : ''}
      </p>
      {matches.length === 0 ? (
        <div className="help__empty">
          <p>{t('search.none', { search })}</p>
          <button type="button" className="button button--ghost" onClick={() => setSearch('')}>
            {t('search.clear')}
          </button>
        </div>
      ) : (
        <ul className="help__topics">
          {matches.map(({ topic, questions }) => {
            const text = textOf(topic);
            const topicLink = href(detailsRoute(audience), { id: topic.id });
            return (
              <li key={topic.id} className="help-card">
                <HelpIcon name={topic.icon} />
                <h2 className="help-card__title">
                  <Link to={topicLink}>{text.title}</Link>
                </h2>
                <p className="help-card__summary">{text.summary}</p>
                {questions.length > 0 ? (
                  <ul
                    className="help-card__questions"
                    aria-label={t('search.matchingIn', { topic: text.title })}
                  >
                    {text.questions
                      .filter((entry) => questions.includes(entry.id))
                      .map((entry) => (
                        <li key={entry.id}>
                          <Link
                            to={href(detailsRoute(audience), { id: topic.id }, { open: entry.id })}
                          >
                            {entry.question}
                          </Link>
                        </li>
                      ))}
                  </ul>
                ) : (
                  <p className="help-card__count">
                    {t('questionCount', { count: topic.questions.length })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className="help__contact">
        {t('stillNeedHelp')} <Link to={paths.contact}>{t('contactUs')}</Link>
      </p>
    </PageFrame>
  );
}
