import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../../../tests/support/match-media';
import { renderApp, sessions, setupI18n } from '../../../tests/support/render-app';

beforeEach(() => setupI18n('en'));

const header = () => screen.getByRole('banner');

describe('header', () => {
  it('shows Sign in and Sign up to guests', async () => {
    setViewportWidth(1024);
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Learn the skills of tomorrow, today' });
    expect(within(header()).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
    expect(within(header()).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
  });

  it.each([
    ['/sign-in', false, true],
    ['/sign-up', true, false],
    ['/verify?email=a%40b.am', true, false],
    ['/about', true, true],
  ])('on %s shows Sign in: %s, Sign up: %s', async (url, signIn, signUp) => {
    renderApp(url);
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).queryByRole('link', { name: 'Sign in' }) !== null).toBe(signIn);
    expect(within(header()).queryByRole('link', { name: 'Sign up' }) !== null).toBe(signUp);
  });

  it('hides the guest buttons from signed-in users', async () => {
    renderApp('/about', { session: sessions.learner });
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('opens the About dropdown with its four links', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Learn the skills of tomorrow, today' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(await within(nav).findByRole('button', { name: 'About' }));
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: 'About' })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    );
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'About us',
      'Why choose us',
      'Contact',
      'Blog',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Blog' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
  });

  it('switches language, stores it and sets <html lang>', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Learn the skills of tomorrow, today' });
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Русский' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Осваивайте навыки будущего уже сегодня',
      }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    await act(() => i18next.changeLanguage('arm'));
    expect(document.documentElement.lang).toBe('hy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Սովորեք վաղվա հմտություններն այսօր' }),
    ).toBeInTheDocument();
  });

  it('shows the footer with links, contact details and the current year', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const footer = await screen.findByRole('contentinfo');
    const quickLinks = within(footer).getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['About us', '/about'],
      ['Courses', '/courses'],
      ['Blog', '/blog'],
      ['Why choose us', '/why-choose-us'],
      ['Contact us', '/'],
    ]);
    expect(within(footer).getByText('Yerevan, Armenia')).toBeInTheDocument();
    expect(
      within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`)),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Facebook' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Instagram' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(footer).getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      '/terms-conditions',
    );
  });
});

describe('mobile menu', () => {
  it('opens, locks scrolling, navigates and closes', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Learn the skills of tomorrow, today' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(document.body).toHaveAttribute('data-scroll-locked');
    await user.click(within(dialog).getByRole('button', { name: 'About' }));
    await user.click(within(dialog).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('closes when the window becomes 768px wide or wider', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    act(() => setViewportWidth(767));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    act(() => setViewportWidth(768));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('root', () => {
  it('shows only a spinner while the session loads', async () => {
    renderApp('/about', { session: sessions.loading });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('scrolls to the top when the path changes, not when only the query does', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp('/blog');
    await screen.findByRole('heading', { level: 1, name: 'Academy blog' });
    scrollTo.mockClear();
    await act(() => router.navigate('/blog?page=2'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/courses'));
    await screen.findByRole('heading', { level: 1, name: 'Find your next course' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('offers a skip link to the main landmark', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});
