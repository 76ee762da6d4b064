import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteImage } from '@/components/ui/remote-image';
import { useLanguage } from '@/components/ui/use-language';
import { marketingQueries } from '@/entities/marketing/marketing-queries';
import { QueryBlock } from '@/entities/query/query-block';
import { localizedField } from '@/lib/format/localized-field';

/** The people behind the academy: photo, name and profession. */
export function TeamSection() {
  const { t } = useTranslation('marketing');
  const language = useLanguage();
  const titleId = useId();
  const team = useQuery(marketingQueries.teams());
  return (
    <section className="content-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="content-section__title">
        {t('team.title')}
      </h2>
      <p className="content-section__intro">{t('team.intro')}</p>
      <QueryBlock query={team} emptyText={t('team.empty')}>
        {(members) => (
          <ul className="card-grid team">
            {members.map((member) => (
              <li key={member.id} className="team__member">
                <RemoteImage
                  className="team__photo"
                  file={member.image}
                  alt=""
                  width={200}
                  height={200}
                />
                <h3 className="team__name">{localizedField(member, 'full_name', language)}</h3>
                <p className="team__profession">{localizedField(member, 'profession', language)}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryBlock>
    </section>
  );
}
