// Client rules of the three public forms (part 1, section 5) with the backend's own message
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

export const bookCallRules: FormRules = {
  full_name: personName('full_name'),
  phone_number: [
    [isBlank, 'messages.phone_number_required'],
    [(value) => !isPhoneShaped(value), 'messages.phone_number_invalid'],
  ],
  email: emailRules('messages'),
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
};

export const newsletterRules: FormRules = { email: emailRules('messages') };

export const validateBookCall = (values: Record<string, string>) =>
  checkRules(bookCallRules, values);
export const validateContact = (values: Record<string, string>) => checkRules(contactRules, values);
export const validateNewsletter = (values: Record<string, string>) =>
  checkRules(newsletterRules, values);
