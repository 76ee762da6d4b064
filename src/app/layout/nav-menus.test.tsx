import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { setViewportWidth } from '../../../tests/support/match-media';
import { renderApp, setupI18n } from '../../../tests/support/render-app';
import { headerTone } from './nav-links';

const backend = setupMockBackend();
beforeEach(async () => {
  await setupI18n('en');
});

const topViewedTitles = () =>
  backend
    .db()
    .state.courses.filter((course) => course.status === 'approved')
    .toSorted((a, b) => b.views - a.views || a.id - b.id)
    .slice(0, 5)
    .map((course) => course.title.en);

describe('Courses menu', () => {
  it('lists all courses, then the top viewed courses, on desktop', async () => {
    setViewportWidth(1024);
    const user = userEvent.setup();
    const { router } = renderApp('/about');
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    // Until the header's menu chunk is loaded a look-alike takes the press (same name and popup).
    const trigger = () => nav.getByRole('button', { name: 'Courses' });
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-haspopup', 'menu'));
    await user.click(trigger());
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'All courses' })).toHaveAttribute('href', '/courses');
    await waitFor(() => expect(menu.getAllByRole('menuitem')).toHaveLength(6));
    const items = menu.getAllByRole('menuitem').slice(1);
    expect(items.map((item) => item.textContent)).toEqual(topViewedTitles());
    await user.click(items[0]!);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/single-course\/\d+$/));
  });

  it('lists them in the mobile menu too, which closes after navigating', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    const { router } = renderApp('/about');
    const open = () => screen.getByRole('button', { name: 'Open menu' });
    await waitFor(() => expect(open()).toHaveAttribute('aria-haspopup', 'dialog'));
    await user.click(open());
    const dialog = within(await screen.findByRole('dialog', { name: 'Menu' }));
    await user.click(dialog.getByRole('button', { name: 'Courses' }));
    const first = topViewedTitles()[0]!;
    await user.click(await dialog.findByRole('link', { name: first }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/single-course\/\d+$/));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('header tone', () => {
  it('follows the banner of each public route', () => {
    expect(headerTone('/')).toBe('hero');
    expect(headerTone('/about')).toBe('tinted');
    expect(headerTone('/teach-on-academy')).toBe('tinted');
    expect(headerTone('/blog')).toBe('warm');
    expect(headerTone('/single-blog/4')).toBe('warm');
    expect(headerTone('/sign-in')).toBe('plain');
  });
});
