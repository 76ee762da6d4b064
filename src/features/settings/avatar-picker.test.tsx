// The later version's preset avatars in the photo tab: a radio group of seven, sent
// as `avatar`; the header avatar follows, through the one user-image helper.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READY_ACCOUNTS } from '../../../mocks/db/seed';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { errorUnder } from '../../../tests/support/field-error';
import { renderLiveApp, setupI18n } from '../../../tests/support/render-app';
import { signedInAs } from '../../../tests/support/signed-in-as';

const backend = setupMockBackend();
beforeEach(async () => {
  localStorage.clear();
  await setupI18n('en');
});
afterEach(() => vi.restoreAllMocks());

const text = (key: string) => i18next.t(key, { ns: 'server' });

async function openPhotoTab() {
  await signedInAs('learner');
  renderLiveApp('/learner/settings?tab=photo');
  const main = within(await screen.findByRole('main'));
  const group = await main.findByRole('radiogroup', { name: 'Avatars' });
  return { main, group, user: userEvent.setup() };
}

describe('preset avatars', () => {
  it('offers the seven, none chosen for a user with a photo, and asks for one', async () => {
    const { main, group, user } = await openPhotoTab();
    const options = within(group).getAllByRole('radio');
    expect(options).toHaveLength(7);
    expect(options.every((option) => option.getAttribute('aria-checked') === 'false')).toBe(true);
    expect(options[0]!.querySelector('img')).toHaveAttribute(
      'src',
      '/storage/avatars/team-member-1.png',
    );
    await user.click(main.getByRole('button', { name: 'Use this avatar' }));
    await waitFor(() => expect(errorUnder(group)).toBe(text('auth.image_required')));
  });

  it('saves the chosen avatar and the header shows it', async () => {
    const { main, group, user } = await openPhotoTab();
    await user.click(within(group).getByRole('radio', { name: 'Avatar 3' }));
    // Arrow keys move between the avatars, as in any radio group; Space chooses.
    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(within(group).getByRole('radio', { name: 'Avatar 4' })).toHaveFocus(),
    );
    await user.keyboard(' ');
    expect(within(group).getByRole('radio', { name: 'Avatar 4' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(main.getByRole('button', { name: 'Use this avatar' }));
    expect(await main.findByRole('status')).toHaveTextContent(
      text('auth.image_updated_successfully'),
    );
    expect(backend.db().userByEmail(READY_ACCOUNTS.learner.email)?.image).toBe('team-member-4.png');
    await waitFor(() =>
      expect(
        document.querySelector('header img.user-avatar[src="/storage/avatars/team-member-4.png"]'),
      ).not.toBeNull(),
    );
  });

  it("shows the server's refusal at the group", async () => {
    backend.server.use(
      http.post('*/api/user/update-profile-image', () =>
        HttpResponse.json({ avatar: ['auth.avatar_invalid'] }, { status: 422 }),
      ),
    );
    const { main, group, user } = await openPhotoTab();
    await user.click(within(group).getByRole('radio', { name: 'Avatar 2' }));
    await user.click(main.getByRole('button', { name: 'Use this avatar' }));
    await waitFor(() => expect(errorUnder(group)).toBe(text('auth.avatar_invalid')));
    // The refusal is the group's alone: the photo field above shows nothing.
    expect(errorUnder(main.getByLabelText(/Choose a photo/))).toBeUndefined();
  });

  it('keeps the chosen avatar through a failed save and sends it on the next try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.server.use(
      http.post('*/api/user/update-profile-image', () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { main, group, user } = await openPhotoTab();
    await user.click(within(group).getByRole('radio', { name: 'Avatar 5' }));
    await user.click(main.getByRole('button', { name: 'Use this avatar' }));
    expect(await main.findByRole('alert')).toHaveTextContent(text('auth.something_went_wrong'));
    expect(within(group).getByRole('radio', { name: 'Avatar 5' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(errorUnder(group)).toBeUndefined();
    await user.click(main.getByRole('button', { name: 'Use this avatar' }));
    expect(await main.findByRole('status')).toHaveTextContent(
      text('auth.image_updated_successfully'),
    );
    expect(backend.db().userByEmail(READY_ACCOUNTS.learner.email)?.image).toBe('team-member-5.png');
  });
});
