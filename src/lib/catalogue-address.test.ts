// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  catalogueRequest,
  withOfferedSort,
  categoryCatalogueHref,
  changeCatalogue,
  EMPTY_CATALOGUE,
  readCatalogueAddress,
  writeCatalogueAddress,
  type CatalogueState,
} from './catalogue-address';

const read = (query: string) => readCatalogueAddress(new URLSearchParams(query));

describe('catalogue address → state', () => {
  it('reads every filter', () => {
    expect(read('category=3&sort=rating&search=design&page=2')).toEqual({
      category: 3,
      sort: 'rating',
      search: 'design',
      page: 2,
    });
  });

  it('reads an empty address as the whole catalogue, newest first, page 1', () => {
    expect(read('')).toEqual(EMPTY_CATALOGUE);
  });

  it.each([
    ['category=abc&sort=nope&page=-1', EMPTY_CATALOGUE],
    ['category=0&sort=&page=0', EMPTY_CATALOGUE],
    ['category=2.5&sort=RATING&page=1e3', EMPTY_CATALOGUE],
    ['category=-4&sort=price_asc&page=x', { ...EMPTY_CATALOGUE, sort: 'price_asc' }],
    ['category=7&category=8', { ...EMPTY_CATALOGUE, category: 7 }],
  ] as const)('turns bad values into defaults: %s', (query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it('cuts a search longer than the server takes', () => {
    expect(read(`search=${'a'.repeat(300)}`).search).toHaveLength(255);
  });
});

describe('state → catalogue address', () => {
  it('writes the filters, leaving the defaults out but the page in', () => {
    const state: CatalogueState = { category: 3, sort: 'rating', search: 'design', page: 2 };
    expect(writeCatalogueAddress(state).toString()).toBe(
      'category=3&sort=rating&search=design&page=2',
    );
    expect(writeCatalogueAddress(EMPTY_CATALOGUE).toString()).toBe('page=1');
  });

  it('round-trips: what it writes reads back the same', () => {
    const states: CatalogueState[] = [
      { category: 1, sort: 'newest', search: '', page: 1 },
      { category: null, sort: 'price_desc', search: 'Ռեակտ & co', page: 4 },
      { category: 12, sort: 'popular', search: 'a=b?c', page: 1 },
    ];
    for (const state of states)
      expect(readCatalogueAddress(writeCatalogueAddress(state))).toEqual(state);
  });

  it('keeps parameters that are not the catalogue’s and replaces its own', () => {
    const keep = new URLSearchParams('utm_source=mail&sort=nope&page=9');
    expect(writeCatalogueAddress({ ...EMPTY_CATALOGUE, category: 2 }, keep).toString()).toBe(
      'utm_source=mail&category=2&page=1',
    );
  });
});

describe('changes, requests and links', () => {
  it('returns to page 1 on any change of the filters', () => {
    const state: CatalogueState = { category: 3, sort: 'rating', search: '', page: 5 };
    expect(changeCatalogue(state, { sort: 'newest' })).toEqual({
      ...state,
      sort: 'newest',
      page: 1,
    });
    expect(changeCatalogue(state, { category: null }).page).toBe(1);
  });

  it('asks for the filters only from a server that offers them', () => {
    const state: CatalogueState = { category: 3, sort: 'rating', search: 'ux', page: 2 };
    expect(catalogueRequest(state, true)).toEqual({
      page: 2,
      search: 'ux',
      category_id: 3,
      sort: 'rating',
    });
    expect(catalogueRequest(state, false)).toEqual({ page: 2, search: 'ux' });
    expect(catalogueRequest(EMPTY_CATALOGUE, true)).toEqual({ page: 1 });
  });

  it('links a category to the narrowed catalogue', () => {
    expect(categoryCatalogueHref(4)).toBe('/courses?category=4');
  });

  it('reads an order the server does not offer as the default', () => {
    const state = readCatalogueAddress(new URLSearchParams('category=2&sort=rating&page=3'));
    expect(withOfferedSort(state, ['newest', 'popular'])).toEqual({ ...state, sort: 'newest' });
    expect(withOfferedSort(state, ['newest', 'rating'])).toBe(state);
  });
});
