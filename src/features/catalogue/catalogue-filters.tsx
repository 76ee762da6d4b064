// The catalogue's filter controls (decision 30): the category panel (a drawer on phones), the
// sort menu and the chips of what is active. They only read and change the address's state.
import { Dialog } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { useCategoryName } from '@/entities/categories/category-badge';
import type { CatalogueSort, CourseCategory } from '@/generated/model';
import { DEFAULT_SORT, type CatalogueState } from '@/lib/catalogue-address';

/** At this width and wider the panel sits beside the results; narrower, it is a drawer. */
export const wideQuery = '(min-width: 768px)';

type Change = Partial<Omit<CatalogueState, 'page'>>;

interface CategoryPanelProps {
  categories: CourseCategory[];
  selected: number | null;
  onChange: (change: Change) => void;
}

/** The categories as one radio group: "All categories" first. */
function CategoryPanel({ categories, selected, onChange }: CategoryPanelProps) {
  const { t } = useTranslation('courses');
  const name = useCategoryName();
  const groupName = useId();
  const choices: { id: number | null; label: string }[] = [
    { id: null, label: t('catalogue.allCategories') },
    ...categories.map((category) => ({ id: category.id, label: name(category) })),
  ];
  return (
    <fieldset className="catalogue-filter">
      <legend className="catalogue-filter__legend">{t('catalogue.category')}</legend>
      {choices.map((choice) => (
        <label key={choice.id ?? 'all'} className="catalogue-filter__choice">
          <input
            type="radio"
            name={groupName}
            checked={selected === choice.id}
            onChange={() => onChange({ category: choice.id })}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The category panel: beside the results on wide screens, behind a "Filters" button on phones
 * (a radix dialog sliding in: focus stays inside, Escape or the close button return it to the
 * button).
 */
export function CategoryFilter(props: CategoryPanelProps) {
  const { t } = useTranslation('courses');
  const wide = useMediaQuery(wideQuery);
  if (wide) {
    return (
      <aside className="catalogue-aside" aria-label={t('catalogue.filters')}>
        <CategoryPanel {...props} />
      </aside>
    );
  }
  const active = props.selected === null ? 0 : 1;
  return (
    <Dialog.Root>
      <Dialog.Trigger className="button button--ghost catalogue-filters-button">
        {active ? t('catalogue.filtersActive', { count: active }) : t('catalogue.filters')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="catalogue-drawer__overlay" />
        <Dialog.Content className="catalogue-drawer" aria-describedby={undefined}>
          <div className="catalogue-drawer__head">
            <Dialog.Title className="catalogue-drawer__title">
              {t('catalogue.filters')}
            </Dialog.Title>
            <Dialog.Close className="button button--ghost">
              {t('catalogue.closeFilters')}
            </Dialog.Close>
          </div>
          <CategoryPanel {...props} />
          <Dialog.Close className="button button--primary catalogue-drawer__done">
            {t('catalogue.showResults')}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface SortMenuProps {
  sorts: CatalogueSort[];
  value: CatalogueSort;
  onChange: (change: Change) => void;
}

/** The order of the results, a native select (keyboard and screen readers for free). */
export function SortMenu({ sorts, value, onChange }: SortMenuProps) {
  const { t } = useTranslation('courses');
  const id = useId();
  return (
    <div className="catalogue-sort">
      <label htmlFor={id}>{t('catalogue.sortLabel')}</label>
      <select
        id={id}
        className="catalogue-sort__select"
        value={value}
        onChange={(event) => onChange({ sort: event.target.value as CatalogueSort })}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`catalogue.sorts.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

interface FilterChipsProps {
  state: CatalogueState;
  category: CourseCategory | undefined;
  /** Whether the server narrows by category and sort (else only the search is a chip). */
  filtersOffered: boolean;
  onChange: (change: Change) => void;
  onClearAll: () => void;
}

/** One chip per active filter, each removed by one press, and "Clear all". */
export function FilterChips({
  state,
  category,
  filtersOffered,
  onChange,
  onClearAll,
}: FilterChipsProps) {
  const { t } = useTranslation('courses');
  const name = useCategoryName();
  const chips: { key: string; label: string; remove: Change }[] = [];
  if (filtersOffered && state.category !== null)
    chips.push({
      key: 'category',
      label: category ? name(category) : t('catalogue.unknownCategory'),
      remove: { category: null },
    });
  if (filtersOffered && state.sort !== DEFAULT_SORT)
    chips.push({
      key: 'sort',
      label: t(`catalogue.sorts.${state.sort}`),
      remove: { sort: DEFAULT_SORT },
    });
  if (state.search)
    chips.push({
      key: 'search',
      label: t('catalogue.searchChip', { search: state.search }),
      remove: { search: '' },
    });
  if (chips.length === 0) return null;
  return (
    <div className="catalogue-chips">
      <ul className="catalogue-chips__list" aria-label={t('catalogue.active')}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className="catalogue-chip" onClick={() => onChange(chip.remove)}>
              <span className="visually-hidden">{t('catalogue.removeFilter')}</span> {chip.label}
              <span aria-hidden="true" className="catalogue-chip__x">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--ghost" onClick={onClearAll}>
        {t('catalogue.clearAll')}
      </button>
    </div>
  );
}
