import { Accordion, Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ContentSection } from '@/components/ui/content-section';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { href, teachProduct } from '@/lib/routes';
import teachImage from './assets/teach.svg';
import { FeatureCardList } from './blocks/feature-card-list';
import { SectionMoreLink } from './blocks/section-more-link';
import { MarketingBanner } from './marketing-banner';
import './marketing.css';
import { ButtonLink } from '@/components/ui/action-button';

export const benefits = ['technology', 'lifelong', 'global'] as const;
export const steps = ['plan', 'record', 'launch'] as const;
/** Tabs need room side by side; below this width the steps stack as an accordion. */
export const tabsQuery = '(min-width: 768px)';

/** Sign-up with the instructor role chosen and the learner option hidden. */
export const instructorSignUp = href('signUp', {}, { hideLearner: 'true' });

/** "web-design" → "Web design": the product named in the address, as a title. */
export function productName(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function HowToBegin() {
  const { t } = useTranslation('marketing');
  const wide = useMediaQuery(tabsQuery);
  if (wide)
    return (
      <Tabs.Root className="steps-tabs" defaultValue={steps[0]}>
        <Tabs.List className="steps-tabs__list" aria-label={t('teach.stepsTitle')}>
          {steps.map((step, index) => (
            <Tabs.Trigger key={step} value={step} className="steps-tabs__tab">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              {t(`teach.steps.${step}.title`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {steps.map((step) => (
          <Tabs.Content key={step} value={step} className="steps-tabs__panel">
            <p>{t(`teach.steps.${step}.text`)}</p>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    );
  return (
    <Accordion.Root className="faq" type="single" collapsible defaultValue={steps[0]}>
      {steps.map((step, index) => (
        <Accordion.Item key={step} value={step} className="faq__item">
          <Accordion.Header className="faq__heading">
            <Accordion.Trigger className="faq__trigger">
              <span>
                <span className="steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                {t(`teach.steps.${step}.title`)}
              </span>
              <span className="faq__icon" aria-hidden="true" />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="faq__answer">
            <p>{t(`teach.steps.${step}.text`)}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/** `/teach-on-{product}`: the landing page for prospective instructors. */
export function TeachPage() {
  const { t } = useTranslation('marketing');
  const { slug } = useParams();
  const product = productName(teachProduct(slug) ?? '');
  return (
    <>
      <MarketingBanner
        page="teach"
        titleValues={{ product }}
        image={{ src: teachImage, width: 520, height: 400 }}
      >
        <div className="page-banner__actions">
          <ButtonLink to={instructorSignUp}>{t('teach.getStarted')}</ButtonLink>
        </div>
      </MarketingBanner>
      <ContentSection title={t('teach.benefitsTitle')}>
        <FeatureCardList items={benefits} keyPrefix="teach.benefits" />
      </ContentSection>
      <ContentSection title={t('teach.stepsTitle')}>
        <HowToBegin />
        <SectionMoreLink to={instructorSignUp} tone="primary">
          {t('teach.getStarted')}
        </SectionMoreLink>
      </ContentSection>
    </>
  );
}
