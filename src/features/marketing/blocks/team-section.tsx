import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteBlock } from '@/components/ui/remote-block';
import { RemoteImage } from '@/components/ui/remote-image';
import { useLanguage } from '@/components/ui/use-language';
import { useRemoteData } from '@/components/ui/use-remote-data';
import { listTeamMembers } from '@/generated/client/marketing/marketing';
import { localizedField } from '@/lib/format/localized-field';

/** The people behind the academy: photo, name and profession. */
export function TeamSection() {
  const { t } = useTranslation('marketing');
  const language = useLanguage();
  const titleId = useId();
  const team = useRemoteData('team', (signal) => listTeamMembers({ signal }));
  return (
    <section className="content-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="content-section__title">
        {t('team.title')}
      </h2>
      <p className="content-section__intro">{t('team.intro')}</p>
      <RemoteBlock state={team} emptyText={t('team.empty')}>
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
      </RemoteBlock>
    </section>
  );
}
