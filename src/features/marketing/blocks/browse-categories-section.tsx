import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentSection } from '@/components/ui/content-section';
import { useCategoryName } from '@/entities/categories/category-badge';
import { categoryQueries } from '@/entities/categories/category-queries';
import { categoryCatalogueHref } from '@/lib/catalogue-address';
import './browse-categories-section.css';

/**
 * "Browse by category": one link per category to the catalogue narrowed to it. Shown
 * only by a server whose catalogue takes the filter (else the link would list everything), and
 * left out while loading or when either call fails, like the bootcamps block.
 */
export function BrowseCategoriesSection() {
  const { t } = useTranslation('marketing');
  const name = useCategoryName();
  const filters = useQuery(categoryQueries.filters());
  const categories = useQuery({ ...categoryQueries.list(), enabled: filters.data != null });
  if (!filters.data || !categories.data?.length) return null;
  return (
    <ContentSection title={t('browseCategories.title')}>
      <ul className="category-row">
        {categories.data.map((category) => (
          <li key={category.id}>
            <Link className="category-row__link" to={categoryCatalogueHref(category.id)}>
              {name(category)}
            </Link>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
