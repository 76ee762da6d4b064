// The catalogue's state lives in its address (decision 30): `/courses?category=3&sort=rating&
// search=design&page=2`. One pure mapping both ways, so a reload, Back/Forward and a shared link
// give the same view; anything the address gets wrong reads as the default, never a crash.
import type { CatalogueSort, ListPublicCoursesParams } from '@/generated/model';
import { parseIdParam, parsePageParam, paths } from './routes';

export const CATALOGUE_SORTS = [
  'newest',
  'popular',
  'rating',
  'price_asc',
  'price_desc',
] as const satisfies readonly CatalogueSort[];

export const DEFAULT_SORT: CatalogueSort = 'newest';

/** The search's limit on the server (422 beyond it). */
export const SEARCH_MAX_LENGTH = 255;

export interface CatalogueState {
  search: string;
  /** A category id, or null for every category. */
  category: number | null;
  sort: CatalogueSort;
  page: number;
}

export const EMPTY_CATALOGUE: CatalogueState = {
  search: '',
  category: null,
  sort: DEFAULT_SORT,
  page: 1,
};

const isSort = (value: string | null): value is CatalogueSort =>
  (CATALOGUE_SORTS as readonly string[]).includes(value ?? '');

/** The address's state; a missing or bad value is the default. */
export function readCatalogueAddress(params: URLSearchParams): CatalogueState {
  const sort = params.get('sort');
  return {
    search: (params.get('search') ?? '').slice(0, SEARCH_MAX_LENGTH),
    category: parseIdParam(params.get('category')),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: parsePageParam(params.get('page')) ?? 1,
  };
}

const OWN_KEYS = ['category', 'sort', 'search', 'page'];

/**
 * The address of a state, defaults left out except the page (the catalogue writes `page=1`
 * once the reader changed something). Parameters that are not the catalogue's are kept.
 */
export function writeCatalogueAddress(
  state: CatalogueState,
  keep: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(keep);
  for (const key of OWN_KEYS) params.delete(key);
  if (state.category !== null) params.set('category', String(state.category));
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.search) params.set('search', state.search);
  params.set('page', String(state.page));
  return params;
}

/** A change of the filters, the search or the order: back to the first page. */
export const changeCatalogue = (
  state: CatalogueState,
  change: Partial<Omit<CatalogueState, 'page'>>,
): CatalogueState => ({ ...state, ...change, page: 1 });

/**
 * The request for a state. Without the filter extension (its discovery call answered 404) the
 * server would ignore `category_id` and `sort`, so they are left out and the view shows search
 * only.
 */
export function catalogueRequest(
  state: CatalogueState,
  filtersOffered: boolean,
): ListPublicCoursesParams {
  const params: ListPublicCoursesParams = { page: state.page };
  if (state.search) params.search = state.search;
  if (filtersOffered && state.category !== null) params.category_id = state.category;
  if (filtersOffered && state.sort !== DEFAULT_SORT) params.sort = state.sort;
  return params;
}

/**
 * The state as a server offering `sorts` can honour it: an order it does not list (a shared
 * link from a server that has more) reads as the default, so the request, the menu and the
 * chips agree and nothing is refused.
 */
export const withOfferedSort = (
  state: CatalogueState,
  sorts: readonly CatalogueSort[],
): CatalogueState => (sorts.includes(state.sort) ? state : { ...state, sort: DEFAULT_SORT });

/** A link to the catalogue narrowed to one category (the badges, the home page's row). */
export const categoryCatalogueHref = (categoryId: number): string =>
  `${paths.courses}?${new URLSearchParams({ category: String(categoryId) }).toString()}`;
