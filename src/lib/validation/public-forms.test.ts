// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateBookCall, validateContact, validateNewsletter } from './public-forms';

const bookCall = {
  full_name: 'Ani Petrosyan',
  phone_number: '+374 10 555-010',
  email: 'ani@example.com',
};
const contact = { name: 'Ani', email: 'ani@example.com', message: 'I would like to learn design' };

describe('book a call', () => {
  it('passes a complete, well-formed request', () => {
    expect(validateBookCall(bookCall)).toEqual({});
  });

  it('requires every field', () => {
    expect(validateBookCall({ full_name: ' ', phone_number: '', email: '' })).toEqual({
      full_name: 'messages.full_name_required',
      phone_number: 'messages.phone_number_required',
      email: 'messages.email_required',
    });
  });

  it('allows a full name of 100 characters, not 101', () => {
    expect(validateBookCall({ ...bookCall, full_name: 'a'.repeat(100) })).toEqual({});
    expect(validateBookCall({ ...bookCall, full_name: 'a'.repeat(101) }).full_name).toBe(
      'messages.full_name_max',
    );
  });

  it('takes letters of any script and spaces in the full name, nothing else', () => {
    expect(validateBookCall({ ...bookCall, full_name: 'Անի Պետրոսյան' })).toEqual({});
    expect(validateBookCall({ ...bookCall, full_name: 'Аня Петросян' })).toEqual({});
    for (const name of ['Ani 2', 'Ani-Petrosyan', 'R2D2', 'Ani!'])
      expect(validateBookCall({ ...bookCall, full_name: name }).full_name).toBe(
        'messages.full_name_string',
      );
  });

  it('takes an optional + then 7 to 20 digits, spaces or hyphens', () => {
    for (const phone of [
      '1234567',
      '+1234567',
      '+' + '1'.repeat(20),
      '055-12-34-56',
      '+374 10 555 010',
    ])
      expect(validateBookCall({ ...bookCall, phone_number: phone })).toEqual({});
    for (const phone of [
      '123456',
      '+123456',
      '1'.repeat(21),
      '+' + '1'.repeat(21),
      '12345a7',
      '++1234567',
      '(010) 555010',
    ])
      expect(validateBookCall({ ...bookCall, phone_number: phone }).phone_number).toBe(
        'messages.phone_number_invalid',
      );
  });

  it('checks the e-mail shape, then its length of 255', () => {
    expect(validateBookCall({ ...bookCall, email: 'ani@example' }).email).toBe(
      'messages.email_invalid',
    );
    expect(validateBookCall({ ...bookCall, email: 'ani example.com' }).email).toBe(
      'messages.email_invalid',
    );
    const local = 'a'.repeat(64);
    const at255 = `${local}@${'b'.repeat(255 - local.length - 6)}.test`;
    expect(at255).toHaveLength(255);
    expect(validateBookCall({ ...bookCall, email: at255 })).toEqual({});
    expect(validateBookCall({ ...bookCall, email: `a${at255}` }).email).toBe('messages.email_max');
  });
});

describe('send a message', () => {
  it('passes a complete message', () => {
    expect(validateContact(contact)).toEqual({});
  });

  it('requires every field', () => {
    expect(validateContact({ name: '', email: '', message: '  ' })).toEqual({
      name: 'messages.name_required',
      email: 'messages.email_required',
      message: 'messages.message_required',
    });
  });

  it('limits the name to 100 letters and spaces', () => {
    expect(validateContact({ ...contact, name: 'a'.repeat(100) })).toEqual({});
    expect(validateContact({ ...contact, name: 'a'.repeat(101) }).name).toBe('messages.name_max');
    expect(validateContact({ ...contact, name: 'Ani 1' }).name).toBe('messages.name_string');
  });

  it('takes any text up to 1000 characters but markup (decision 10)', () => {
    expect(validateContact({ ...contact, message: 'a'.repeat(1000) })).toEqual({});
    expect(validateContact({ ...contact, message: 'a'.repeat(1001) }).message).toBe(
      'messages.message_max',
    );
    expect(validateContact({ ...contact, message: 'Բարև\nПривет and hello' })).toEqual({});
    expect(validateContact({ ...contact, message: 'Hello, can I pay in AMD?' })).toEqual({});
    expect(
      validateContact({ ...contact, message: 'Call me at 5 p.m. (+374 10 111222) — 50% off?!' }),
    ).toEqual({});
    expect(validateContact({ ...contact, message: 'Hi <b>there</b>' }).message).toBe(
      'messages.message_string',
    );
    expect(validateContact({ ...contact, message: '2 > 1' }).message).toBe(
      'messages.message_string',
    );
  });

  it('checks the e-mail as the other forms do', () => {
    expect(validateContact({ ...contact, email: 'nobody' }).email).toBe('messages.email_invalid');
  });
});

describe('newsletter', () => {
  it('needs a well-formed e-mail', () => {
    expect(validateNewsletter({ email: '' })).toEqual({ email: 'messages.email_required' });
    expect(validateNewsletter({ email: 'a@b' })).toEqual({ email: 'messages.email_invalid' });
    expect(validateNewsletter({ email: 'a@b.co' })).toEqual({});
  });
});
