// The later version's optional preferred day and time on book a call and contact:
// a day in the past is refused at its field, before any call and by the server; an empty day or
// time is sent as null; a chosen one as `preferred_date` / `preferred_time`.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookCall, sendContactMessage } from '@/generated/client/forms/forms';
import { localToday } from '@/lib/validation/public-forms';
import { setupMockBackend } from '../../../../mocks/testing/use-mock-backend';
import { errorUnder } from '../../../../tests/support/field-error';
import { renderApp, setupI18n } from '../../../../tests/support/render-app';

const backend = setupMockBackend();
beforeEach(() => setupI18n('en'));

const text = (key: string) => i18next.t(key, { ns: 'server' });

/** A day `days` from today in the local calendar, `YYYY-MM-DD`. */
const dayFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localToday(date);
};

function sentBodies(path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  backend.server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith(path)) bodies.push(await request.clone().json());
  });
  return bodies;
}

async function bookCallForm() {
  renderApp('/');
  const region = within(await screen.findByRole('region', { name: 'Book a free call' }));
  return {
    region,
    date: region.getByLabelText(/Preferred date/),
    time: region.getByLabelText(/Preferred time/),
    async fillRequired() {
      const user = userEvent.setup();
      await user.type(region.getByLabelText(/Full name/), 'Ani Petrosyan');
      await user.type(region.getByLabelText(/Phone number/), '+374 10 555-010');
      await user.type(region.getByLabelText(/E-mail/), 'ani@example.com');
      return user;
    },
    submit: () => userEvent.setup().click(region.getByRole('button', { name: 'Book a call' })),
  };
}

describe('book a call: preferred day and time', () => {
  it('offers optional date and time inputs, the day no earlier than today', async () => {
    const form = await bookCallForm();
    expect(form.date).toHaveAttribute('type', 'date');
    expect(form.date).toHaveAttribute('min', localToday());
    expect(form.date).not.toBeRequired();
    expect(form.time).toHaveAttribute('type', 'time');
  });

  it('refuses a day in the past at its field, sending nothing, and keeps what was typed', async () => {
    const bodies = sentBodies('/api/calls/book-call');
    const form = await bookCallForm();
    await form.fillRequired();
    fireEvent.change(form.date, { target: { value: dayFromToday(-1) } });
    await form.submit();
    await waitFor(() => expect(errorUnder(form.date)).toBe(text('messages.preferred_date_past')));
    await waitFor(() => expect(form.date).toHaveFocus());
    expect(form.region.getByLabelText(/Full name/)).toHaveValue('Ani Petrosyan');
    expect(bodies).toEqual([]);
    backend.server.events.removeAllListeners();
  });

  it('sends a chosen day and time, and null for none', async () => {
    const bodies = sentBodies('/api/calls/book-call');
    const form = await bookCallForm();
    await form.fillRequired();
    fireEvent.change(form.date, { target: { value: dayFromToday(3) } });
    fireEvent.change(form.time, { target: { value: '14:30' } });
    await form.submit();
    expect(await form.region.findByRole('status')).toHaveTextContent(
      text('messages.book_call_created'),
    );
    expect(form.date).toHaveValue('');
    await form.fillRequired();
    await form.submit();
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0]).toMatchObject({ preferred_date: dayFromToday(3), preferred_time: '14:30' });
    expect(bodies[1]).toMatchObject({ preferred_date: null, preferred_time: null });
    expect(backend.db().state.submissions.at(-2)?.fields).toMatchObject({
      preferred_date: dayFromToday(3),
      preferred_time: '14:30',
    });
    backend.server.events.removeAllListeners();
  });
});

describe('send a message: preferred day and time', () => {
  it('refuses a day in the past at its field', async () => {
    const user = userEvent.setup();
    renderApp('/contact');
    const region = within(await screen.findByRole('region', { name: 'Send us a message' }));
    await user.type(region.getByLabelText(/^Name/), 'Ani');
    await user.type(region.getByLabelText(/E-mail/), 'ani@example.com');
    await user.type(region.getByLabelText(/Message/), 'Please call me back.');
    const date = region.getByLabelText(/Preferred date/);
    fireEvent.change(date, { target: { value: '2020-01-15' } });
    await user.click(region.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(errorUnder(date)).toBe(text('messages.preferred_date_past')));
  });
});

describe('the mock backend (the later version)', () => {
  const call = { full_name: 'Ani Petrosyan', phone_number: '+374 10 555-010' };

  it('refuses a past day, a malformed day and a malformed time under their fields', async () => {
    await expect(bookCall({ ...call, preferred_date: '2020-01-15' })).rejects.toMatchObject({
      response: {
        status: 422,
        data: { errors: { preferred_date: ['messages.preferred_date_past'] } },
      },
    });
    await expect(
      sendContactMessage({
        name: 'Ani',
        email: 'ani@example.com',
        message: 'Hello',
        preferred_date: '2026-02-30',
        preferred_time: '25:00',
      }),
    ).rejects.toMatchObject({
      response: {
        status: 422,
        data: {
          errors: {
            preferred_date: ['messages.preferred_date_invalid'],
            preferred_time: ['messages.preferred_time_invalid'],
          },
        },
      },
    });
  });

  it('accepts today, and null for both', async () => {
    await expect(
      bookCall({ ...call, preferred_date: dayFromToday(0), preferred_time: null }),
    ).resolves.toMatchObject({ message_key: 'messages.book_call_created' });
  });
});
