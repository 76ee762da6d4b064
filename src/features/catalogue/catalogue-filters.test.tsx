// The catalogue's filter controls in the page, against the mock backend: bad addresses read as
// defaults, a category and an order narrow the list and return to page 1, chips remove one
// filter each, "Clear filters" when nothing matches, and the phone drawer.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCapabilities } from '../../../mocks/lib/capabilities';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { setViewportWidth } from '../../../tests/support/match-media';
import { renderApp, setupI18n } from '../../../tests/support/render-app';

const backend = setupMockBackend();
beforeEach(async () => {
  localStorage.clear();
  await setupI18n('en');
});

const location = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** The result cards' titles once the list is not busy. */
async function titles(): Promise<string[]> {
  const region = await screen.findByRole('region', { name: /All courses|Courses matching/ });
  await within(region).findAllByRole('article');
  await waitFor(() => expect(region.querySelector('[aria-busy="true"]')).toBeNull());
  return within(region)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

const approved = () => backend.db().state.courses.filter((course) => course.status === 'approved');

describe('catalogue filters', () => {
  it('reads ?category=abc&sort=nope&page=-1 as the whole catalogue, newest first, page 1', async () => {
    setViewportWidth(1280);
    renderApp('/courses?category=abc&sort=nope&page=-1');
    expect(await screen.findByRole('radio', { name: 'All categories' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(await titles()).toHaveLength(10);
  });

  it('narrows by a category and an order, back to page 1, and a chip removes each', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const { router } = renderApp('/courses?page=2');
    await titles();
    await user.click(await screen.findByRole('radio', { name: 'Design' }));
    await waitFor(() => expect(location(router)).toBe('/courses?category=4&page=1'));
    const design = approved().filter((course) => course.category_id === 4);
    await waitFor(async () => expect((await titles()).length).toBe(design.length));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    await waitFor(() => expect(location(router)).toBe('/courses?category=4&sort=price_asc&page=1'));
    const cheapFirst = design
      .toSorted((a, b) => Number(a.price.en) - Number(b.price.en) || a.id - b.id)
      .map((course) => course.title.en);
    await waitFor(async () => expect(await titles()).toEqual(cheapFirst));

    const chips = screen.getByRole('list', { name: 'Active filters' });
    await user.click(within(chips).getByRole('button', { name: 'Remove filter: Design' }));
    await waitFor(() => expect(location(router)).toBe('/courses?sort=price_asc&page=1'));
    expect(screen.getByRole('radio', { name: 'All categories' })).toBeChecked();
    await user.click(
      within(chips).getByRole('button', { name: 'Remove filter: Price: low to high' }),
    );
    await waitFor(() => expect(location(router)).toBe('/courses?page=1'));
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('says when nothing matches and clears the filters', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const { router } = renderApp('/courses?category=7');
    expect(await screen.findByText('No courses match these filters.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location(router)).toBe('/courses?page=1'));
    expect(await titles()).toHaveLength(10);
  });

  it('puts the categories in a drawer on a phone, named by how many filters are on', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    const { router } = renderApp('/courses?category=1');
    await titles();
    // The trigger comes with the categories, whose call races the list's.
    const trigger = await screen.findByRole('button', { name: 'Filters (1)' });
    expect(screen.queryByRole('radio', { name: 'Web development' })).toBeNull();
    await user.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByRole('radio', { name: 'Web development' })).toBeChecked();
    await user.click(within(drawer).getByRole('radio', { name: 'Design' }));
    await waitFor(() => expect(location(router)).toBe('/courses?category=4&page=1'));
    await user.click(within(drawer).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveFocus();
  });

  it('without the extension shows search only and ignores the filters in the address', async () => {
    setViewportWidth(1280);
    setCapabilities({ 'catalogue-filters': false });
    renderApp('/courses?category=4&sort=price_asc');
    const newest = approved()
      .toSorted((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(0, 10)
      .map((course) => course.title.en);
    await waitFor(async () => expect(await titles()).toEqual(newest));
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads an order the server does not offer as the default, and asks for none', async () => {
    setViewportWidth(1280);
    backend.server.use(
      http.get('*/api/catalogue-filters', () =>
        HttpResponse.json({ success: true, sorts: ['newest', 'popular'] }),
      ),
    );
    const sortsAsked: (string | null)[] = [];
    backend.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/api/all-courses-general'))
        sortsAsked.push(url.searchParams.get('sort'));
    });
    renderApp('/courses?sort=rating');
    expect(await titles()).toHaveLength(10);
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(sortsAsked.length).toBeGreaterThan(0);
    expect(sortsAsked.every((sort) => sort === null)).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    backend.server.events.removeAllListeners('request:start');
  });

  it('says when the filters cannot be loaded, lists every course, and loads them on request', async () => {
    setViewportWidth(1280);
    let failing = true;
    backend.server.use(
      http.get('*/api/catalogue-filters', () =>
        failing
          ? HttpResponse.json({ message_key: 'auth.something_went_wrong' }, { status: 500 })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderApp('/courses?category=4');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The filters could not be loaded, so every course is listed.');
    expect(await titles()).toHaveLength(10);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Load the filters again' }));
    expect(await screen.findByRole('radio', { name: 'Design' })).toBeChecked();
    const design = approved().filter((course) => course.category_id === 4);
    await waitFor(async () => expect((await titles()).length).toBe(design.length));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
