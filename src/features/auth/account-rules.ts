// Client rules of the account forms, with the backend's own message keys, so a refusal reads
// the same whether the browser or the server caught it.
import {
  emailRules,
  isBlank,
  isLettersAndSpaces,
  longerThan,
  shorterThan,
  type FormRules,
} from '@/lib/validation/field-rules';

export const PASSWORD_MIN = 8;
export const NAME_MAX = 100;

const name = (field: 'first_name' | 'last_name') =>
  [
    [isBlank, `auth.${field}_required`],
    [longerThan(NAME_MAX), `auth.${field}_max`],
    [(value: string) => !isLettersAndSpaces(value), `auth.${field}_string`],
  ] as const;

const newPassword = [
  [isBlank, 'auth.password_required'],
  [shorterThan(PASSWORD_MIN), 'auth.password_min'],
  [
    (value: string, values: Record<string, string>) => value !== values.password_confirmation,
    'auth.password_confirmed',
  ],
] as const;

export const signInRules: FormRules = {
  email: emailRules('auth'),
  password: [[isBlank, 'auth.password_required']],
};

/** The form's value of a ticked box (form values are strings); sent as `accept_terms: true`. */
export const ACCEPTED = '1';

export const signUpRules: FormRules = {
  first_name: name('first_name'),
  last_name: name('last_name'),
  email: emailRules('auth'),
  password: newPassword,
  role: [[(value) => value !== 'learner' && value !== 'instructor', 'auth.role_required']],
  // The original client's key, which the later backend's refusal uses too.
  accept_terms: [[(value) => value !== ACCEPTED, 'auth.accept_terms_required']],
};

export const forgotPasswordRules: FormRules = { email: emailRules('auth') };

export const resetPasswordRules: FormRules = { password: newPassword };
