import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RemoteImage } from '@/components/ui/remote-image';
import { useLanguage } from '@/components/ui/use-language';
import { ContentSection } from '@/components/ui/content-section';
import { marketingQueries } from '@/entities/marketing/marketing-queries';
import { QueryBlock } from '@/entities/query/query-block';
import { localizedField } from '@/lib/format/localized-field';

/** The people behind the academy: photo, name and profession. */
export function TeamSection() {
  const { t } = useTranslation('marketing');
  const language = useLanguage();
  const team = useQuery(marketingQueries.teams());
  return (
    <ContentSection title={t('team.title')} intro={t('team.intro')}>
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
    </ContentSection>
  );
}
