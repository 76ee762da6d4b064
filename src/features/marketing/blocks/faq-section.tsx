import { useQuery } from '@tanstack/react-query';
import { Accordion } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/components/ui/use-language';
import { useNearViewport } from '@/components/ui/use-near-viewport';
import { ContentSection } from '@/components/ui/content-section';
import { marketingQueries } from '@/entities/marketing/marketing-queries';
import { QueryBlock } from '@/entities/query/query-block';
import type { Faq } from '@/generated/model';
import { localizedField } from '@/lib/format/localized-field';

/** One question open at a time, the first one open to begin with. */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  const language = useLanguage();
  return (
    <Accordion.Root
      className="faq"
      type="single"
      collapsible
      defaultValue={faqs[0] ? String(faqs[0].id) : undefined}
    >
      {faqs.map((faq) => (
        <Accordion.Item key={faq.id} value={String(faq.id)} className="faq__item">
          <Accordion.Header className="faq__heading">
            <Accordion.Trigger className="faq__trigger">
              <span>{localizedField(faq, 'question', language)}</span>
              <span className="faq__icon" aria-hidden="true" />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="faq__answer">
            {faq.answers.map((answer) => (
              <p key={answer.id}>{localizedField(answer, 'answer', language)}</p>
            ))}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/**
 * The FAQ. `readWhenNear`: read and drawn only once near the screen (useNearViewport), for the
 * home page, where it is far below the first screen. On the short pages (about, contact) it reads
 * at once: drawn while in view, just above the footer, it would move what the reader is about to
 * press there.
 */
export function FaqSection({ readWhenNear = false }: { readWhenNear?: boolean }) {
  const { t } = useTranslation('marketing');
  const { ref, near } = useNearViewport<HTMLElement>();
  const faqs = useQuery({ ...marketingQueries.faqs(), enabled: near || !readWhenNear });
  return (
    <ContentSection ref={ref} title={t('faq.title')} intro={t('faq.intro')}>
      <QueryBlock
        query={faqs}
        placeholder={<Skeleton variant="row" count={4} />}
        emptyText={t('faq.empty')}
      >
        {(list) => <FaqAccordion faqs={list} />}
      </QueryBlock>
    </ContentSection>
  );
}
