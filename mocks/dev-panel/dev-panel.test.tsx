// The developer panel's forms against the mock backend (msw/node): a decline with messages per
// field in three languages reaches the course, a notification reaches the user's list, and
// missing input is refused at the right field with a translated message.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import texts from '../../src/locales/en/dev-panel.json';
import { setupI18n } from '../../tests/support/render-app';
import { throttlingEnabled } from '../lib/throttle';
import { setupMockBackend } from '../testing/use-mock-backend';
import { activeApiVersion, CAPABILITY_IDS, offers } from '../lib/capabilities';
import { DevPanel } from './dev-panel';
import { addDevPanelTranslations } from './translations';

const { db } = setupMockBackend();
beforeAll(async () => {
  await setupI18n('en');
  addDevPanelTranslations(i18next);
});

async function openPanel(tab: keyof typeof texts.tabs) {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18next}>
      <DevPanel />
    </I18nextProvider>,
  );
  await user.click(await screen.findByRole('button', { name: texts.open }));
  const dialog = await screen.findByRole('dialog', { name: texts.title });
  await user.click(within(dialog).getByRole('tab', { name: texts.tabs[tab] }));
  return { user, dialog };
}

describe('developer panel', () => {
  it('names its tab visibly, and Alt+Shift+D opens and closes it and is listed in it', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18next}>
        <DevPanel />
      </I18nextProvider>,
    );
    const trigger = await screen.findByRole('button', { name: texts.open });
    expect(texts.open).toBe('Developer tools');
    // The narrow strip shows the name itself, not only the label that appears on hover.
    expect(trigger.querySelector('.dev-panel__grip')).toHaveTextContent(texts.open);
    expect(trigger).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+D');

    await user.keyboard('{Alt>}{Shift>}D{/Shift}{/Alt}');
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    expect(within(dialog).getByText(texts.shortcut)).toBeVisible();
    await user.keyboard('{Alt>}{Shift>}D{/Shift}{/Alt}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Hidden for the session, the shortcut brings the tab back and opens the panel at once.
    await user.click(screen.getByRole('button', { name: texts.hide }));
    expect(screen.queryByRole('button', { name: texts.open })).not.toBeInTheDocument();
    await user.keyboard('{Alt>}{Shift>}D{/Shift}{/Alt}');
    expect(await screen.findByRole('dialog', { name: texts.title })).toBeVisible();
    sessionStorage.clear();
  });

  it('turns capabilities off one by one, and sets a version’s whole set', async () => {
    // Every capability of the registry has its name (the translation tests keep the languages).
    for (const id of CAPABILITY_IDS) expect(texts.capabilities.names[id], id).toBeTruthy();
    const { user, dialog } = await openPanel('capabilities');
    const savedCards = await within(dialog).findByRole('checkbox', {
      name: /^Saved cards/,
    });
    expect(savedCards).toBeChecked();
    expect(within(dialog).getByText(/make up the later version/)).toBeVisible();
    await user.click(savedCards);
    expect(await within(dialog).findByText('Turned off: Saved cards.')).toBeVisible();
    expect(offers('saved-cards')).toBe(false);
    expect(offers('bootcamps')).toBe(true);
    await waitFor(() =>
      expect(within(dialog).getByRole('checkbox', { name: /^Saved cards/ })).not.toBeChecked(),
    );
    expect(within(dialog).getByText(texts.capabilities.custom)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'earlier version' }));
    await waitFor(() => expect(activeApiVersion()).toBe('earlier'));
    expect(offers('saved-cards')).toBe(true);
    expect(
      await within(dialog).findByRole('checkbox', { name: /^Profile and role in the sign-in/ }),
    ).not.toBeChecked();
  });

  it('declines a course with a message per field in three languages', async () => {
    const course = db().state.courses.find((entry) => entry.status === 'in_review')!;
    const { user, dialog } = await openPanel('reviews');
    await user.click(
      await within(dialog).findByRole('button', { name: `Decline “${course.title.en}”…` }),
    );
    const form = within(dialog).getByRole('form', { name: `Decline “${course.title.en}”` });

    // Nothing written: refused at the English message, which gets the focus.
    await user.click(within(form).getByRole('button', { name: texts.reviews.sendDecline }));
    const english = within(form).getByRole('textbox', { name: texts.reviews.messageEn });
    expect(english).toHaveAttribute('aria-invalid', 'true');
    expect(english).toHaveAccessibleDescription(texts.common.required);
    await waitFor(() => expect(english).toHaveFocus());

    // Each message names the course-form field it is about (decision 16); general by default.
    const firstField = within(form).getByRole('combobox', { name: texts.reviews.fieldName });
    expect(firstField).toHaveValue('');
    await user.selectOptions(firstField, 'title');
    await user.type(english, 'The title is too vague.');
    await user.type(
      within(form).getByRole('textbox', { name: texts.reviews.messageRu }),
      'Название слишком расплывчатое.',
    );
    await user.type(
      within(form).getByRole('textbox', { name: texts.reviews.messageArm }),
      'Վերնագիրը շատ անորոշ է։',
    );
    await user.click(within(form).getByRole('button', { name: texts.reviews.addField }));
    const second = within(form).getByRole('group', { name: 'Rejected field 2' });
    await user.type(
      within(second).getByRole('textbox', { name: texts.reviews.messageEn }),
      'Add a video.',
    );
    await user.click(within(form).getByRole('button', { name: texts.reviews.sendDecline }));

    await within(dialog).findByText(texts.reviews.declined.replace('{{title}}', course.title.en));
    const stored = db().state.courses.find((entry) => entry.id === course.id)!;
    expect(stored.status).toBe('declined');
    expect(stored.rejected_fields.map((field) => field.field_name)).toEqual(['title', null]);
    expect(stored.rejected_fields.map((field) => field.message)).toEqual([
      {
        en: 'The title is too vague.',
        ru: 'Название слишком расплывчатое.',
        arm: 'Վերնագիրը շատ անորոշ է։',
      },
      { en: 'Add a video.', ru: null, arm: null },
    ]);
    expect(
      db().state.notifications.some(
        (entry) => entry.user_id === course.user_id && entry.status === 'declined',
      ),
    ).toBe(true);
  });

  it('sends a notification to a chosen user, after refusing an empty form', async () => {
    const { user, dialog } = await openPanel('notify');
    const recipient = await within(dialog).findByRole('combobox', { name: texts.notify.user });
    await user.click(within(dialog).getByRole('button', { name: texts.notify.send }));
    expect(recipient).toHaveAccessibleDescription(texts.common.required);
    expect(within(dialog).getByRole('textbox', { name: texts.notify.message })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.selectOptions(recipient, '1');
    await user.type(
      within(dialog).getByRole('textbox', { name: texts.notify.message }),
      'Your certificate is ready',
    );
    await user.click(within(dialog).getByRole('button', { name: texts.notify.send }));
    await within(dialog).findByText(/^Sent to /);
    const latest = db().state.notifications.at(-1)!;
    expect(latest).toMatchObject({
      user_id: 1,
      message: 'Your certificate is ready',
      read_at: null,
    });
  });

  it('lists the mails with the code to copy', async () => {
    db().state.mailbox.push({
      id: 1,
      to: 'new@example.com',
      kind: 'verification-code',
      subject: 'Your code',
      body: 'Your code is 4321',
      code: '4321',
      created_at: db().nowIso(),
    });
    const { dialog } = await openPanel('mailbox');
    expect(await within(dialog).findByText('4321')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Copy the code for new@example.com' }),
    ).toBeInTheDocument();
  });

  it('lists payments and makes the next callback lost, then delivers it', async () => {
    const state = db().state;
    state.payments.push({
      id: 99,
      user_id: 1,
      order_number: '1000099',
      bank_payment_id: 'mb-1000099',
      method: 'bank',
      type: 'add_funds',
      status: 'pending',
      amount_cents: 500_000,
      currency: 'AMD',
      description: 'Add funds',
      course_id: null,
      card_id: null,
      card_pan: null,
      reason_key: null,
      response_code: null,
      save_card: false,
      return_origin: 'http://academy.test',
      three_ds: null,
      bank: {
        outcome: 'approved',
        response_code: '00',
        reason_key: null,
        card_pan: '424242******4242',
        card_brand: 'Visa',
        card_behaviour: 'approve',
        decided_at: state.users[0]!.created_at,
      },
      callbacks: 0,
      created_at: state.users[0]!.created_at,
      updated_at: state.users[0]!.created_at,
    });
    const { user, dialog } = await openPanel('payments');
    expect(await within(dialog).findByText(/1000099 · pending/)).toBeVisible();

    await user.click(within(dialog).getByRole('radio', { name: texts.payments.modes.lost }));
    await waitFor(() => expect(db().state.nextCallback).toBe('lost'));

    await user.click(await within(dialog).findByRole('button', { name: texts.payments.deliver }));
    await waitFor(() =>
      expect(db().state.payments.find((p) => p.id === 99)!.status).toBe('completed'),
    );
    expect(await within(dialog).findByText(/1000099 · completed/)).toBeVisible();
    expect(db().state.balances['1']).toBe(2_000_000 + 500_000);
  });

  it('switches the sign-in limits off and on again', async () => {
    const { user, dialog } = await openPanel('scenarios');
    const box = await within(dialog).findByRole('checkbox', { name: texts.throttle.label });
    expect(box).toBeChecked();
    await user.click(box);
    expect(await within(dialog).findByText(texts.throttle.switchedOff)).toBeVisible();
    expect(throttlingEnabled()).toBe(false);
    await waitFor(() => expect(box).not.toBeChecked());
    await user.click(box);
    expect(await within(dialog).findByText(texts.throttle.switchedOn)).toBeVisible();
    expect(throttlingEnabled()).toBe(true);
  });
});
