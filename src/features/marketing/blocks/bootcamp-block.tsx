import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/ui/use-language';
import { marketingQueries } from '@/entities/marketing/marketing-queries';
import { localizedField } from '@/lib/format/localized-field';
import './bootcamp-block.css';

/**
 * The bootcamp of `GET /api/bootcamps`: the first one's title, description and list,
 * in the interface language (English when not translated). Shown only once it has arrived: while
 * loading, when the list is empty and when the call fails (an earlier backend has no such call)
 * there is no block at all, so it never holds up or breaks the home page.
 */
export function BootcampBlock() {
  const { t } = useTranslation('marketing');
  const language = useLanguage();
  const titleId = useId();
  const bootcamp = useQuery(marketingQueries.bootcamps()).data?.[0];
  if (!bootcamp) return null;
  return (
    <section className="content-section bootcamp-block" aria-labelledby={titleId}>
      <p className="bootcamp-block__eyebrow">{t('bootcampBlock.eyebrow')}</p>
      <h2 id={titleId} className="content-section__title">
        {localizedField(bootcamp, 'title', language)}
      </h2>
      <p className="content-section__intro">{localizedField(bootcamp, 'description', language)}</p>
      {bootcamp.lists.length > 0 ? (
        <ul className="bootcamp-block__list">
          {bootcamp.lists.map((item, index) => (
            <li key={item.id ?? index}>{localizedField(item, 'list', language)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
