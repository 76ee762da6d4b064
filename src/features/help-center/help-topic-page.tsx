import { Accordion } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/lib/routes';
import { HelpIcon } from './help-icon';
import { findTopic, type HelpAudience } from './help-topics';
import { useTopicText } from './use-topic-text';
import './help-center.css';

export function InstructorHelpTopicPage() {
  return <HelpTopic audience="instructor" />;
}

export function LearnerHelpTopicPage() {
  return <HelpTopic audience="learner" />;
}

const centreOf = (audience: HelpAudience) =>
  audience === 'instructor' ? paths.instructorHelp : paths.learnerHelp;

/**
 * One topic's questions as an accordion, a breadcrumb back to the centre; `?open=` opens the
 * question a search result pointed at, else the first. An unknown id says so, with a way back.
 */
function HelpTopic({ audience }: { audience: HelpAudience }) {
  const { t } = useTranslation('help');
  const { id } = useParams();
  const [query] = useSearchParams();
  const textOf = useTopicText(audience);
  const topic = findTopic(audience, id);
  const centre = centreOf(audience);

  if (!topic)
    return (
      <PageFrame title={t('notFound.title')}>
        <p>{t('notFound.body')}</p>
        <p>
          <Link to={centre}>{t('notFound.back')}</Link>
        </p>
      </PageFrame>
    );

  const text = textOf(topic);
  const requested = query.get('open');
  const open = topic.questions.includes(requested ?? '') ? requested! : topic.questions[0]!;
  return (
    <>
      <nav className="breadcrumb" aria-label={t('breadcrumb')}>
        <ol>
          <li>
            <Link to={centre}>{t(`${audience}.title`)}</Link>
          </li>
          <li>
            <span aria-current="page">{text.title}</span>
          </li>
        </ol>
      </nav>
      <PageFrame title={text.title}>
        <div className="help-topic__lead">
          <HelpIcon name={topic.icon} />
          <p>{text.summary}</p>
        </div>
        {/* Keyed by the requested question so following another search result reopens it. */}
        <Accordion.Root key={open} type="multiple" defaultValue={[open]} className="help-faq">
          {text.questions.map((entry) => (
            <Accordion.Item key={entry.id} value={entry.id} className="help-faq__item">
              <Accordion.Header asChild>
                <h2 className="help-faq__header">
                  <Accordion.Trigger className="help-faq__trigger">
                    <span>{entry.question}</span>
                    <span className="help-faq__chevron" aria-hidden="true" />
                  </Accordion.Trigger>
                </h2>
              </Accordion.Header>
              <Accordion.Content className="help-faq__content">
                <p>{entry.answer}</p>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
        <p className="help__contact">
          <Link to={centre}>{t('backToTopics')}</Link>
          {' · '}
          {t('stillNeedHelp')} <Link to={paths.contact}>{t('contactUs')}</Link>
        </p>
      </PageFrame>
    </>
  );
}
