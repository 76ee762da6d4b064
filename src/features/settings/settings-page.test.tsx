import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READY_ACCOUNTS } from '../../../mocks/db/seed';
import { fakeFile } from '../../../mocks/testing/api-helpers';
import { setCapabilities } from '../../../mocks/lib/capabilities';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import type { SavedCard } from '@/generated/model';
import { errorUnder } from '../../../tests/support/field-error';
import { savedCard } from '../../../tests/support/payments';
import { renderLiveApp, setupI18n } from '../../../tests/support/render-app';
import { signedInAs } from '../../../tests/support/signed-in-as';
import { expectConsoleMessage } from '../../../tests/support/console-guard';

const backend = setupMockBackend();
beforeEach(async () => {
  localStorage.clear();
  await setupI18n('en');
  // jsdom has no object URLs; the preview only needs a string.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

const text = (key: string) => i18next.t(key, { ns: 'server' });

async function openSettings(who: keyof typeof READY_ACCOUNTS, tab?: string) {
  await signedInAs(who);
  const view = renderLiveApp(`/${who}/settings${tab ? `?tab=${tab}` : ''}`);
  await screen.findByRole('tablist', { name: 'Settings sections' });
  return { ...view, main: within(screen.getByRole('main')), user: userEvent.setup() };
}

/** The error text under the field labelled `label`. */
const fieldError = (label: string | RegExp) => {
  return errorUnder(within(screen.getByRole('main')).getByLabelText(label, { selector: 'input' }));
};

const tabNames = (main: ReturnType<typeof within>) =>
  main.getAllByRole('tab').map((tab: HTMLElement) => tab.textContent);

describe('settings tabs', () => {
  it('gives the learner six tabs, the first open, and a view-profile link', async () => {
    const { main } = await openSettings('learner');
    expect(tabNames(main)).toEqual([
      'Profile',
      'Photo',
      'Payment methods',
      'Change password',
      'Privacy',
      'Notifications',
    ]);
    expect(main.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(main.getByRole('link', { name: 'View your profile' })).toHaveAttribute(
      'href',
      '/learner/profile-page',
    );
  });

  it('gives the instructor five tabs and a public-profile link', async () => {
    const { main } = await openSettings('instructor');
    expect(tabNames(main)).toEqual([
      'Profile',
      'Photo',
      'Change password',
      'Privacy',
      'Notifications',
    ]);
    expect(main.getByRole('link', { name: 'View your public profile' })).toHaveAttribute(
      'href',
      '/instructor/my-courses',
    );
  });

  it('opens the tab named in the address and writes a chosen tab there', async () => {
    const { main, user, location } = await openSettings('learner', 'privacy');
    expect(main.getByRole('tab', { name: 'Privacy' })).toHaveAttribute('aria-selected', 'true');
    expect(main.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
    await user.click(main.getByRole('tab', { name: 'Notifications' }));
    await waitFor(() => expect(location()).toBe('/learner/settings?tab=notifications'));
    expect(main.getByRole('switch', { name: 'Notification e-mails and alerts' })).toBeVisible();
  });

  it('opens the first tab for a tab the role does not have', async () => {
    const { main } = await openSettings('instructor', 'payment-methods');
    expect(main.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('profile tab', () => {
  it('shows name and e-mail read-only and the saved phone number', async () => {
    const { main } = await openSettings('learner');
    expect(main.getByText('Lilit')).toBeVisible();
    expect(main.getByText(READY_ACCOUNTS.learner.email)).toBeVisible();
    expect(main.queryByRole('textbox', { name: /E-mail/ })).toBeNull();
    expect(main.getByLabelText(/Phone number/)).toHaveValue('+374 10 123456');
  });

  it('checks the phone on the client before calling', async () => {
    const { main, user } = await openSettings('learner');
    const phone = main.getByLabelText(/Phone number/);
    await user.clear(phone);
    await user.click(main.getByRole('button', { name: 'Save phone number' }));
    expect(fieldError(/Phone number/)).toBe(text('messages.phone_number_required'));
    await user.type(phone, 'call me');
    await user.click(main.getByRole('button', { name: 'Save phone number' }));
    expect(fieldError(/Phone number/)).toBe(text('auth.phone_number_invalid'));
    await user.clear(phone);
    await user.type(phone, '1'.repeat(21));
    await user.click(main.getByRole('button', { name: 'Save phone number' }));
    expect(fieldError(/Phone number/)).toBe(text('auth.phone_number_max'));
    await waitFor(() => expect(phone).toHaveFocus());
  });

  it("shows the server's refusal at the field and keeps what was typed", async () => {
    const { main, user } = await openSettings('learner');
    const phone = main.getByLabelText(/Phone number/);
    await user.clear(phone);
    // The instructor's number: the server refuses a number someone else has.
    await user.type(phone, '+374 10 654321');
    await user.click(main.getByRole('button', { name: 'Save phone number' }));
    await waitFor(() => expect(fieldError(/Phone number/)).toBe(text('auth.phone_number_unique')));
    expect(phone).toHaveValue('+374 10 654321');
  });

  it('saves a good number, says so, and keeps it', async () => {
    const { main, user } = await openSettings('learner');
    const phone = main.getByLabelText(/Phone number/);
    await user.clear(phone);
    await user.type(phone, '+374 99 000111');
    await user.click(main.getByRole('button', { name: 'Save phone number' }));
    expect(await main.findByRole('status')).toHaveTextContent(text('auth.phone_number_updated'));
    expect(phone).toHaveValue('+374 99 000111');
    const learner = backend.db().userByEmail(READY_ACCOUNTS.learner.email);
    expect(learner?.phone_number).toBe('+374 99 000111');
  });

  it('shows the default failure when the save fails', async () => {
    backend.server.use(
      http.post('*/api/user/phone-number', () => HttpResponse.json({}, { status: 500 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { main, user } = await openSettings('learner');
    await user.click(main.getByRole('button', { name: 'Save phone number' }));
    expect(await main.findByRole('alert')).toHaveTextContent(
      text('auth.phone_number_update_failed'),
    );
  });
});

describe('failure bodies with an `error` key (decision 12)', () => {
  it('shows a known `error` key instead of the default', async () => {
    backend.server.use(
      http.post('*/api/user/phone-number', () =>
        HttpResponse.json(
          { message_key: 'auth.phone_number_update_failed', error: 'auth.unauthenticated' },
          { status: 403 },
        ),
      ),
    );
    const { main, user } = await openSettings('learner');
    await user.click(main.getByRole('button', { name: 'Save phone number' }));
    expect(await main.findByRole('alert')).toHaveTextContent(text('auth.unauthenticated'));
  });

  it('falls back to the call default for an unknown `error` key', async () => {
    backend.server.use(
      http.post('*/api/user/change-password', () =>
        HttpResponse.json({ error: 'auth.no_such_key' }, { status: 403 }),
      ),
    );
    const { main, user } = await openSettings('learner', 'change-password');
    await user.type(main.getByLabelText(/^Old password/), 'whatever');
    await user.type(main.getByLabelText(/^New password/), 'brand-new');
    await user.type(main.getByLabelText(/^Confirm new password/), 'brand-new');
    await user.click(main.getByRole('button', { name: 'Change password' }));
    expect(await main.findByRole('alert')).toHaveTextContent(text('auth.something_went_wrong'));
    expect(main.getByLabelText(/^New password/)).toHaveValue('brand-new');
  });

  it("rolls the switch back with the answer's `error`", async () => {
    backend.server.use(
      http.post('*/api/user/update-notification-preference', () =>
        HttpResponse.json({ error: 'auth.something_went_wrong' }, { status: 403 }),
      ),
    );
    const { main, user } = await openSettings('learner', 'notifications');
    const toggle = main.getByRole('switch', { name: 'Notification e-mails and alerts' });
    await user.click(toggle);
    expect(await main.findByRole('alert')).toHaveTextContent(text('auth.something_went_wrong'));
    expect(toggle).toBeChecked();
  });
});

describe('photo tab', () => {
  it('asks for a file before sending', async () => {
    const { main, user } = await openSettings('learner', 'photo');
    await user.click(main.getByRole('button', { name: 'Upload photo' }));
    expect(fieldError(/Choose a photo/)).toBe(text('auth.image_required'));
  });

  it('accepts images only and checks the format and size on the client', async () => {
    const { main, user } = await openSettings('learner', 'photo');
    const input = main.getByLabelText(/Choose a photo/);
    expect(input).toHaveAttribute('accept', 'image/*');
    // userEvent honours `accept`; a dropped or pasted file does not, so the rule still runs.
    const upload = userEvent.setup({ applyAccept: false });
    await upload.upload(input, fakeFile('notes.pdf', 'application/pdf'));
    expect(fieldError(/Choose a photo/)).toBe(text('auth.image_must_be_image'));
    await upload.upload(input, fakeFile('photo.gif', 'image/gif'));
    expect(fieldError(/Choose a photo/)).toBe(text('auth.image_invalid_format'));
    await upload.upload(input, fakeFile('photo.png', 'image/png', 2 * 1024 * 1024 + 1));
    expect(fieldError(/Choose a photo/)).toBe(text('auth.image_max_size'));
    await user.click(main.getByRole('button', { name: 'Upload photo' }));
    expect(fieldError(/Choose a photo/)).toBe(text('auth.image_max_size'));
  });

  it('previews the chosen photo, uploads it and refreshes the user', async () => {
    const { main, user } = await openSettings('learner', 'photo');
    const input = main.getByLabelText(/Choose a photo/);
    await user.upload(input, fakeFile('me.png', 'image/png', 64));
    expect(main.getByRole('img', { name: 'Preview of the chosen photo' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(main.getByRole('button', { name: 'Upload photo' }));
    expect(await main.findByRole('status')).toHaveTextContent(
      text('auth.image_updated_successfully'),
    );
    const saved = backend.db().userByEmail(READY_ACCOUNTS.learner.email)?.image ?? '';
    expect(saved).toMatch(/^profile-.*\.png$/);
    // The session reloads the profile: the page and the header show the new photo.
    await waitFor(() =>
      expect(main.getByRole('img', { name: 'Your current profile photo' })).toHaveAttribute(
        'src',
        expect.stringContaining(saved),
      ),
    );
    await waitFor(() =>
      expect(document.querySelector(`header img.user-avatar[src*="${saved}"]`)).not.toBeNull(),
    );
  });

  it("shows the server's refusal at the field and a failure as an alert", async () => {
    backend.server.use(
      http.post('*/api/user/update-profile-image', () =>
        HttpResponse.json({ image: ['auth.image_invalid_format'] }, { status: 422 }),
      ),
    );
    const { main, user } = await openSettings('learner', 'photo');
    await user.upload(main.getByLabelText(/Choose a photo/), fakeFile('me.png', 'image/png'));
    await user.click(main.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() =>
      expect(fieldError(/Choose a photo/)).toBe(text('auth.image_invalid_format')),
    );
    backend.server.use(
      http.post('*/api/user/update-profile-image', () => HttpResponse.json({}, { status: 500 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(main.getByRole('button', { name: 'Upload photo' }));
    expect(await main.findByRole('alert')).toHaveTextContent(text('auth.something_went_wrong'));
  });

  it('keeps the chosen photo through a failed upload and sends it on the next try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.server.use(
      http.post('*/api/user/update-profile-image', () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { main, user } = await openSettings('learner', 'photo');
    await user.upload(main.getByLabelText(/Choose a photo/), fakeFile('me.png', 'image/png', 64));
    await user.click(main.getByRole('button', { name: 'Upload photo' }));
    expect(await main.findByRole('alert')).toHaveTextContent(text('auth.something_went_wrong'));
    // Nothing chosen is lost, and the failure is the form's, under no field.
    expect(main.getByRole('img', { name: 'Preview of the chosen photo' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(fieldError(/Choose a photo/)).toBeUndefined();
    expect(errorUnder(main.getByRole('radiogroup', { name: 'Avatars' }))).toBeUndefined();
    await user.click(main.getByRole('button', { name: 'Upload photo' }));
    expect(await main.findByRole('status')).toHaveTextContent(
      text('auth.image_updated_successfully'),
    );
    expect(backend.db().userByEmail(READY_ACCOUNTS.learner.email)?.image).toMatch(
      /^profile-.*\.png$/,
    );
  });

  it("puts the photo's refusal at the photo, not at the avatars", async () => {
    backend.server.use(
      http.post('*/api/user/update-profile-image', () =>
        HttpResponse.json({ image: ['auth.image_max_size'] }, { status: 422 }),
      ),
    );
    const { main, user } = await openSettings('learner', 'photo');
    await user.upload(main.getByLabelText(/Choose a photo/), fakeFile('me.png', 'image/png'));
    await user.click(main.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(fieldError(/Choose a photo/)).toBe(text('auth.image_max_size')));
    expect(errorUnder(main.getByRole('radiogroup', { name: 'Avatars' }))).toBeUndefined();
    expect(main.queryByRole('alert')).toBeNull();
    // Focus is on the refused field, which reads its error.
    await waitFor(() => expect(main.getByLabelText(/Choose a photo/)).toHaveFocus());
  });
});

describe('change password tab', () => {
  const fill = async (
    user: ReturnType<typeof userEvent.setup>,
    main: ReturnType<typeof within>,
    values: { old?: string; next?: string; confirmation?: string },
  ) => {
    if (values.old) await user.type(main.getByLabelText(/^Old password/), values.old);
    if (values.next) await user.type(main.getByLabelText(/^New password/), values.next);
    if (values.confirmation)
      await user.type(main.getByLabelText(/^Confirm new password/), values.confirmation);
    await user.click(main.getByRole('button', { name: 'Change password' }));
  };

  it('requires every field, a long enough new password and a matching confirmation', async () => {
    const { main, user } = await openSettings('learner', 'change-password');
    await fill(user, main, {});
    expect(fieldError(/^Old password/)).toBe(text('auth.old_password_required'));
    expect(fieldError(/^New password/)).toBe(text('auth.new_password_required'));
    await fill(user, main, { old: 'x', next: '12345', confirmation: '12345' });
    expect(fieldError(/^New password/)).toBe(text('auth.new_password_min'));
    await user.type(main.getByLabelText(/^New password/), '6');
    await user.click(main.getByRole('button', { name: 'Change password' }));
    expect(fieldError(/^Confirm new password/)).toBe(text('auth.new_password_confirmed'));
  });

  it('shows and hides a password', async () => {
    const { main, user } = await openSettings('learner', 'change-password');
    const old = main.getByLabelText(/^Old password/);
    expect(old).toHaveAttribute('type', 'password');
    await user.click(main.getByRole('button', { name: 'Show Old password' }));
    expect(old).toHaveAttribute('type', 'text');
    await user.click(main.getByRole('button', { name: 'Hide Old password' }));
    expect(old).toHaveAttribute('type', 'password');
  });

  it('names a wrong old password at its field, then changes the password and clears', async () => {
    const { main, user } = await openSettings('learner', 'change-password');
    await fill(user, main, { old: 'wrong-one', next: 'brand-new', confirmation: 'brand-new' });
    await waitFor(() =>
      expect(fieldError(/^Old password/)).toBe(text('auth.old_password_incorrect')),
    );
    expect(main.getByLabelText(/^New password/)).toHaveValue('brand-new');
    await user.clear(main.getByLabelText(/^Old password/));
    await user.type(main.getByLabelText(/^Old password/), READY_ACCOUNTS.learner.password);
    await user.click(main.getByRole('button', { name: 'Change password' }));
    expect(await main.findByRole('status')).toHaveTextContent(
      text('auth.password_changed_successfully'),
    );
    for (const label of [/^Old password/, /^New password/, /^Confirm new password/])
      expect(main.getByLabelText(label)).toHaveValue('');
    expect(backend.db().userByEmail(READY_ACCOUNTS.learner.email)?.password).toBe('brand-new');
  });
});

describe('notifications tab', () => {
  it('turns notifications off and on, saving each change', async () => {
    const { main, user } = await openSettings('learner', 'notifications');
    const toggle = main.getByRole('switch', { name: 'Notification e-mails and alerts' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(await main.findByRole('status')).toHaveTextContent(
      text('auth.notification_state_updated'),
    );
    expect(backend.db().userByEmail(READY_ACCOUNTS.learner.email)?.notification_state).toBe(0);
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() =>
      expect(backend.db().userByEmail(READY_ACCOUNTS.learner.email)?.notification_state).toBe(1),
    );
    expect(toggle).toBeChecked();
  });

  it('moves back and says why when the save fails', async () => {
    backend.server.use(
      http.post('*/api/user/update-notification-preference', () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { main, user } = await openSettings('learner', 'notifications');
    const toggle = main.getByRole('switch', { name: 'Notification e-mails and alerts' });
    await user.click(toggle);
    expect(await main.findByRole('alert')).toHaveTextContent(
      text('auth.notification_state_update_failed'),
    );
    expect(toggle).toBeChecked();
  });
});

describe('payment methods tab', () => {
  /**
   * Answers the cards calls from `cards`; DELETE answers `deleteStatus` (200 removes the card),
   * a 409 with `conflictKey`.
   */
  function serveCards(cards: SavedCard[], deleteStatus = 200, conflictKey = 'payment.card_in_use') {
    const deleted: number[] = [];
    backend.server.use(
      http.get('*/api/payments/cards', () => HttpResponse.json({ success: true, cards })),
      http.delete('*/api/payments/cards/:cardId', ({ params }) => {
        const id = Number(params.cardId);
        deleted.push(id);
        if (deleteStatus === 409)
          return HttpResponse.json({ message_key: conflictKey }, { status: 409 });
        if (deleteStatus !== 200)
          return HttpResponse.json({ message_key: 'errors.not_found' }, { status: deleteStatus });
        cards = cards.filter((card) => card.id !== id);
        return HttpResponse.json({ success: true });
      }),
    );
    return deleted;
  }
  const cardList = (main: ReturnType<typeof within>) =>
    main.findByRole('list', { name: 'Saved cards' });

  it('lists the saved cards by brand and masked number, with no add form', async () => {
    serveCards([
      savedCard(3),
      savedCard(4, { card_pan: '555555******4444', card_type: 'Mastercard' }),
    ]);
    const { main } = await openSettings('learner', 'payment-methods');
    const items = within(await cardList(main)).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Visa ending in 4242424242******4242'),
      expect.stringContaining('Mastercard ending in 4444555555******4444'),
    ]);
    expect(main.queryByLabelText(/^Card number/)).toBeNull();
  });

  it('says how a card gets saved when there is none', async () => {
    serveCards([]);
    const { main } = await openSettings('learner', 'payment-methods');
    expect(
      await main.findByText(
        "No saved cards — a card is saved when you tick 'Save card' while paying.",
      ),
    ).toBeInTheDocument();
  });

  it('says the server keeps no cards when it has no saved cards at all', async () => {
    setCapabilities({ 'saved-cards': false });
    const { main } = await openSettings('learner', 'payment-methods');
    expect(
      await main.findByText('This server keeps no cards: you pay on the bank’s page each time.'),
    ).toBeInTheDocument();
    // Not a failure, and not the "none saved yet" hint that would promise saving one.
    expect(main.queryByRole('alert')).toBeNull();
    expect(main.queryByText(/a card is saved when you tick/)).toBeNull();
  });

  it('asks before deleting: keeping the card sends nothing, confirming deletes it', async () => {
    const deleted = serveCards([savedCard(3), savedCard(5, { card_pan: '400000******0077' })]);
    const { main, user } = await openSettings('learner', 'payment-methods');
    await cardList(main);
    await user.click(main.getByRole('button', { name: 'Delete Visa ending in 0077' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this card?' });
    expect(dialog).toHaveAccessibleDescription(/Visa ending in 0077 will no longer be offered/);
    await user.click(within(dialog).getByRole('button', { name: 'Keep the card' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deleted).toEqual([]);
    expect(main.getByText('Visa ending in 0077')).toBeInTheDocument();

    await user.click(main.getByRole('button', { name: 'Delete Visa ending in 0077' }));
    await user.click(await screen.findByRole('button', { name: 'Delete the card' }));
    expect(await main.findByRole('status')).toHaveTextContent('Visa ending in 0077 was deleted.');
    expect(deleted).toEqual([5]);
    expect(main.queryByText('Visa ending in 0077')).toBeNull();
    expect(main.getByText('Visa ending in 4242')).toBeInTheDocument();
  });

  it('keeps a card a pending payment uses and says why (409)', async () => {
    serveCards([savedCard(3)], 409);
    const { main, user } = await openSettings('learner', 'payment-methods');
    await cardList(main);
    await user.click(main.getByRole('button', { name: 'Delete Visa ending in 4242' }));
    await user.click(await screen.findByRole('button', { name: 'Delete the card' }));
    expect(await main.findByRole('alert')).toHaveTextContent(text('payment.card_in_use'));
    expect(main.getByText('Visa ending in 4242')).toBeInTheDocument();
  });

  it('keeps the card with the general failure for a 409 reason the app cannot word', async () => {
    serveCards([savedCard(3)], 409, 'payment.no_such_reason');
    const { main, user } = await openSettings('learner', 'payment-methods');
    await cardList(main);
    await user.click(main.getByRole('button', { name: 'Delete Visa ending in 4242' }));
    await user.click(await screen.findByRole('button', { name: 'Delete the card' }));
    expect(await main.findByRole('alert')).toHaveTextContent(
      'The card could not be deleted. Check your connection and try again.',
    );
    expect(main.getByText('Visa ending in 4242')).toBeInTheDocument();
  });

  it('drops a card the server no longer has (404)', async () => {
    serveCards([savedCard(3)], 404);
    const { main, user } = await openSettings('learner', 'payment-methods');
    await cardList(main);
    await user.click(main.getByRole('button', { name: 'Delete Visa ending in 4242' }));
    await user.click(await screen.findByRole('button', { name: 'Delete the card' }));
    expect(await main.findByText('That card had already been removed.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(main.queryByText('Visa ending in 4242')).toBeNull();
  });

  it('shows a failure and keeps the card when the server fails', async () => {
    expectConsoleMessage('error', /^A call failed/);
    serveCards([savedCard(3)], 500);
    const { main, user } = await openSettings('learner', 'payment-methods');
    await cardList(main);
    await user.click(main.getByRole('button', { name: 'Delete Visa ending in 4242' }));
    await user.click(await screen.findByRole('button', { name: 'Delete the card' }));
    expect(await main.findByRole('alert')).toHaveTextContent(
      'The card could not be deleted. Check your connection and try again.',
    );
    expect(main.getByText('Visa ending in 4242')).toBeInTheDocument();
  });
});
