// Client rules of the three public forms with the backend's own message
// keys, so a refusal reads the same whether the browser or the server caught it.
import {
  checkRules,
  emailRules,
  hasMarkup,
  isBlank,
  isLettersAndSpaces,
  isPhoneShaped,
  longerThan,
  type FieldRule,
  type FormRules,
} from './field-rules';

export const PUBLIC_NAME_MAX = 100;
export const MESSAGE_MAX = 1000;

/** Required, at most 100 characters, letters (of any script) and spaces. */
const personName = (field: 'full_name' | 'name'): FieldRule[] => [
  [isBlank, `messages.${field}_required`],
  [longerThan(PUBLIC_NAME_MAX), `messages.${field}_max`],
  [(value) => !isLettersAndSpaces(value), `messages.${field}_string`],
];

/** Today in the visitor's own calendar, `YYYY-MM-DD` (what a date input gives). */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The later version's optional preferred day: empty is "not chosen" (sent as null);
 * a day must be today or later in the visitor's calendar. The native date and time inputs give
 * only a real `YYYY-MM-DD` and `HH:mm`, so their shape is left to the server's rules
 * (`preferred_date_invalid`, `preferred_time_invalid`); this file is in the first load.
 */
const preferredRules: FormRules = {
  preferred_date: [
    [(value) => value !== '' && value < localToday(), 'messages.preferred_date_past'],
  ],
};

/** The request's value of an optional preferred day or time: null when not chosen. */
export const preferredValue = (value: string | undefined): string | null => value?.trim() || null;

export const bookCallRules: FormRules = {
  full_name: personName('full_name'),
  phone_number: [
    [isBlank, 'messages.phone_number_required'],
    [(value) => !isPhoneShaped(value), 'messages.phone_number_invalid'],
  ],
  email: emailRules('messages'),
  ...preferredRules,
};

export const contactRules: FormRules = {
  name: personName('name'),
  email: emailRules('messages'),
  // Any text (any script, digits, punctuation, line breaks) but markup (spec decision 10).
  message: [
    [isBlank, 'messages.message_required'],
    [longerThan(MESSAGE_MAX), 'messages.message_max'],
    [hasMarkup, 'messages.message_string'],
  ],
  ...preferredRules,
};

export const newsletterRules: FormRules = { email: emailRules('messages') };

export const validateBookCall = (values: Record<string, string>) =>
  checkRules(bookCallRules, values);
export const validateContact = (values: Record<string, string>) => checkRules(contactRules, values);
export const validateNewsletter = (values: Record<string, string>) =>
  checkRules(newsletterRules, values);
