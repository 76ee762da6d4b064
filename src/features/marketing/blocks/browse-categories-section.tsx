import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
  const titleId = useId();
  const name = useCategoryName();
  const filters = useQuery(categoryQueries.filters());
  const categories = useQuery({ ...categoryQueries.list(), enabled: filters.data != null });
  if (!filters.data || !categories.data?.length) return null;
  return (
    <section className="content-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="content-section__title">
        {t('browseCategories.title')}
      </h2>
      <ul className="category-row">
        {categories.data.map((category) => (
          <li key={category.id}>
            <Link className="category-row__link" to={categoryCatalogueHref(category.id)}>
              {name(category)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
