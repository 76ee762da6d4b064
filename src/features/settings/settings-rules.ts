// Client rules of the settings forms, with the backend's own message keys, so a
// refusal reads the same whether the browser or the server caught it.
import { isBlank, isPhoneShaped, shorterThan, type FormRules } from '@/lib/validation/field-rules';

export const PHONE_MAX = 20;
/** The settings password rule is the server's (min 6), not sign-up's. */
export const NEW_PASSWORD_MIN = 6;

export const phoneRules: FormRules = {
  phone_number: [
    [isBlank, 'messages.phone_number_required'],
    [(value) => value.length > PHONE_MAX, 'auth.phone_number_max'],
    [(value) => !isPhoneShaped(value), 'auth.phone_number_invalid'],
  ],
};

export const changePasswordRules: FormRules = {
  old_password: [[isBlank, 'auth.old_password_required']],
  new_password: [
    [isBlank, 'auth.new_password_required'],
    [shorterThan(NEW_PASSWORD_MIN), 'auth.new_password_min'],
  ],
  // An empty confirmation does not match either: the same message serves both.
  new_password_confirmation: [
    [(value, values) => value !== (values.new_password ?? ''), 'auth.new_password_confirmed'],
  ],
};

/** The server's photo limits (jpg, jpeg, png; 2 MB), checked before anything is sent. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'];

/** The message key for a chosen photo that the server would refuse, or null when it is fine. */
export function photoProblem(file: File | null): string | null {
  if (!file) return 'auth.image_required';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.type.startsWith('image/')) return 'auth.image_must_be_image';
  if (!IMAGE_TYPES.includes(file.type) || !IMAGE_EXTENSIONS.includes(extension))
    return 'auth.image_invalid_format';
  if (file.size > IMAGE_MAX_BYTES) return 'auth.image_max_size';
  return null;
}
