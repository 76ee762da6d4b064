import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { READY_ACCOUNTS } from '../../../mocks/db/seed';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { renderLiveApp, setupI18n } from '../../../tests/support/render-app';
import { signedInAs } from '../../../tests/support/signed-in-as';

const backend = setupMockBackend();
beforeEach(async () => {
  localStorage.clear();
  await setupI18n('en');
});

describe('dashboard', () => {
  it('greets the user and logs out to /sign-in, ending the session on the server too', async () => {
    const token = await signedInAs('learner');
    const { location } = renderLiveApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Lilit Learner!' }),
    ).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() =>
      expect(backend.db().state.tokens.some((entry) => entry.token === token)).toBe(false),
    );
    expect(
      within(screen.getByRole('banner')).queryByRole('button', { name: /Account menu/ }),
    ).toBeNull();
  });

  it('sends a guest to /sign-in', async () => {
    const { location } = renderLiveApp('/dashboard');
    await waitFor(() => expect(location()).toBe('/sign-in'));
  });
});

describe('signed-in header', () => {
  async function openMenu() {
    const user = userEvent.setup();
    const trigger = await within(await screen.findByRole('banner')).findByRole('button', {
      name: /Account menu of/,
    });
    await user.click(trigger);
    return { user, menu: await screen.findByRole('menu') };
  }

  it('shows the learner menu: name, e-mail and exactly the spec items', async () => {
    await signedInAs('learner');
    renderLiveApp('/about');
    const { menu } = await openMenu();
    expect(within(menu).getByText('Lilit Learner')).toBeVisible();
    expect(within(menu).getByText(READY_ACCOUNTS.learner.email)).toBeVisible();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'My Learning',
      'My Cart',
      'Wishlist',
      'Account Settings',
      'Purchase History',
      'Wallet',
      'Help & Support',
      'Log Out',
    ]);
  });

  it('shows the instructor menu, and Log Out ends the session', async () => {
    await signedInAs('instructor');
    const { location } = renderLiveApp('/about');
    const { user, menu } = await openMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'My courses',
      'Add a course',
      'Account Settings',
      'Wallet',
      'Purchase History',
      'Help & Support',
      'Log Out',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'My courses' })).toHaveAttribute(
      'href',
      '/instructor/my-courses',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a learner away from instructor pages to /not-authorized', async () => {
    await signedInAs('learner');
    const { location } = renderLiveApp('/instructor/my-courses');
    await waitFor(() => expect(location()).toBe('/not-authorized'));
  });

  it('sends a signed-in user away from /sign-in and /sign-up to home', async () => {
    await signedInAs('learner');
    const { location } = renderLiveApp('/sign-up');
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('puts the account in the mobile menu instead of the guest buttons', async () => {
    await signedInAs('instructor');
    const { location } = renderLiveApp('/about');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const account = within(await within(dialog).findByRole('region', { name: 'Your account' }));
    expect(account.getByText('Ivan Instructor')).toBeVisible();
    expect(account.getByText(READY_ACCOUNTS.instructor.email)).toBeVisible();
    expect(account.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'My courses',
      'Add a course',
      'Account Settings',
      'Wallet',
      'Purchase History',
      'Help & Support',
    ]);
    expect(within(dialog).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Sign up' })).toBeNull();

    await user.click(account.getByRole('link', { name: 'My courses' }));
    // The page then writes its page into the address (?page=1), at once on a fast machine.
    await waitFor(() => expect(location()).toMatch(/^\/instructor\/my-courses(\?page=1)?$/));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const reopened = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(reopened).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
