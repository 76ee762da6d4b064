import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { controlClass, Field } from '@/components/ui/field';
import { useCategoryName } from '@/entities/categories/category-badge';
import { categoryQueries } from '@/entities/categories/category-queries';

interface CategorySelectProps {
  id: string;
  value: string;
  errorKey: string | undefined;
  onChange: (value: string) => void;
}

/**
 * The course's category: required, so the server's 422 shows here; the placeholder
 * option cannot be chosen again. When the list cannot be loaded, a retry sits under it.
 */
export function CategorySelect({ id, value, errorKey, onChange }: CategorySelectProps) {
  const { t } = useTranslation('course-form');
  const name = useCategoryName();
  const categories = useQuery(categoryQueries.list());
  return (
    <Field
      id={id}
      label={t('fields.category')}
      required
      errorKey={errorKey}
      hint={
        categories.isError ? (
          <span role="status">
            {t('fields.categoryFailed')}{' '}
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void categories.refetch()}
            >
              {t('fields.categoryRetry')}
            </button>
          </span>
        ) : undefined
      }
    >
      {(control) => (
        <select
          {...control}
          className={controlClass(Boolean(control['aria-invalid']))}
          value={value}
          aria-busy={categories.isPending || undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="" disabled>
            {t('fields.categoryPlaceholder')}
          </option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={String(category.id)}>
              {name(category)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
