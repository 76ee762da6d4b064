import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/ui/use-language';
import type { CourseCategory } from '@/generated/model';
import { categoryCatalogueHref } from '@/lib/catalogue-address';
import { localizedText } from '@/lib/format/localized-field';
import { htmlLang } from '@/lib/i18n/languages';
import './category-badge.css';

/** A category's name in the interface language, else English. */
export function useCategoryName(): (category: CourseCategory) => string {
  const language = useLanguage();
  return (category) => localizedText(category, 'name', language).text;
}

/**
 * A course's category as a small badge linking to the catalogue narrowed to it. Nothing when the
 * server sent no category (a server without categories).
 */
export function CategoryBadge({ category }: { category: CourseCategory | null | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!category) return null;
  const name = localizedText(category, 'name', language);
  return (
    <Link
      className="category-badge"
      to={categoryCatalogueHref(category.id)}
      lang={name.language !== language ? htmlLang[name.language] : undefined}
    >
      <span className="visually-hidden">{t('cards.category')}</span> {name.text}
    </Link>
  );
}
