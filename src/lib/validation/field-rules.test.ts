// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  checkRules,
  emailRules,
  isBlank,
  isEmailShaped,
  isLettersAndSpaces,
  isPhoneShaped,
  longerThan,
} from './field-rules';

describe('field rules', () => {
  it('treats whitespace as blank', () => {
    expect(isBlank('   ')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });

  it.each([
    ['Ani Petrosyan', true],
    ['Անի Պետրոսյան', true],
    ['Аня Петросян', true],
    ['Ani2', false],
    ['Ani-Maria', false],
    ['<b>', false],
  ])('letters and spaces: %s → %s', (value, ok) => {
    expect(isLettersAndSpaces(value)).toBe(ok);
  });

  it.each([
    ['ani@academy.test', true],
    ['ani@academy', false],
    ['ani academy@x.am', false],
    ['@x.am', false],
  ])('e-mail shape: %s → %s', (value, ok) => {
    expect(isEmailShaped(value)).toBe(ok);
  });

  it.each([
    ['+374 10 123456', true],
    ['1234567', true],
    ['123456', false],
    ['12345678901234567890', true],
    ['123456789012345678901', false],
    ['+374-10-12', true],
    ['374+1234567', false],
    ['12a4567', false],
  ])('phone shape: %s → %s', (value, ok) => {
    expect(isPhoneShaped(value)).toBe(ok);
  });

  it('counts length after trimming', () => {
    expect(longerThan(3)('abcd')).toBe(true);
    expect(longerThan(3)(' abc ')).toBe(false);
  });

  it('reports the first broken rule of each field only', () => {
    const rules = { email: emailRules('messages') };
    expect(checkRules(rules, { email: '' })).toEqual({ email: 'messages.email_required' });
    expect(checkRules(rules, { email: 'nope' })).toEqual({ email: 'messages.email_invalid' });
    expect(checkRules(rules, { email: `${'a'.repeat(250)}@x.test` })).toEqual({
      email: 'messages.email_max',
    });
    expect(checkRules(rules, { email: 'ani@academy.test' })).toEqual({});
  });
});
