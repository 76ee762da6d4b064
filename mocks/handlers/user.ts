// The signed-in user's profile and settings.
import { extensionOf, isUploadedFile, toRealmFile } from '../lib/files';
import { presentUser } from '../lib/present';
import { balanceCentsOf, formatCents, WALLET_CURRENCY } from '../payments/engine';
import { checkBody, invalid, invalidFlat, readBody, reply, requireUser, route } from '../lib/route';
import { rememberUpload } from '../lib/runtime';
import { Errors, isBlank, PHONE_PATTERN } from '../lib/rules';
import type { Db } from '../db/db';
import type { UserRecord } from '../db/types';

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
};
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'];

const isFile = isUploadedFile;

/** The seven preset avatars of the later version, served from `storage/avatars/`. */
export const PRESET_AVATARS = [1, 2, 3, 4, 5, 6, 7].map((n) => `team-member-${n}.png`);

/** The whole profile: the user and, for a learner, the wallet (the later version's `user.balance`). */
export function presentProfileUser(db: Db, user: UserRecord) {
  const wallet =
    user.role === 'learner'
      ? { balance: formatCents(balanceCentsOf(db, user.id)), balance_currency: WALLET_CURRENCY }
      : {};
  return { ...presentUser(user), ...wallet };
}

export const userHandlers = [
  route('get', '/api/user/profile', 'getProfile', (ctx) => {
    const user = requireUser(ctx);
    // Decision 33: the later version puts the role beside the user. Without `login-profile` (the
    // earlier version) route() leaves it out, and the wallet without `wallet-balance`.
    return reply(200, { user: presentProfileUser(ctx.db, user), role: user.role });
  }),

  route('post', '/api/user/change-password', 'changePassword', async (ctx) => {
    const user = requireUser(ctx);
    const body = await readBody(ctx);
    const errors = new Errors();
    if (isBlank(body.old_password)) errors.add('old_password', 'auth.old_password_required');
    const next = typeof body.new_password === 'string' ? body.new_password : '';
    if (isBlank(body.new_password)) errors.add('new_password', 'auth.new_password_required');
    else if (next.length < 6) errors.add('new_password', 'auth.new_password_min');
    else if (body.new_password_confirmation !== next)
      errors.add('new_password', 'auth.new_password_confirmed');
    if (!errors.has('old_password') && body.old_password !== user.password)
      errors.add('old_password', 'auth.old_password_incorrect');
    // Settings answer the flat map, like registration (decision 11).
    if (errors.has()) return invalidFlat(errors.fields);
    checkBody(ctx, body, true);
    user.password = next;
    return reply(200, { message_key: 'auth.password_changed_successfully' });
  }),

  route('post', '/api/user/phone-number', 'updatePhoneNumber', async (ctx) => {
    const user = requireUser(ctx);
    const body = await readBody(ctx);
    const phone = body.phone_number;
    const errors = new Errors();
    if (typeof phone !== 'string' || phone.trim() === '')
      errors.add('phone_number', 'auth.phone_number_string');
    else if (phone.length > 20) errors.add('phone_number', 'auth.phone_number_max');
    else if (!PHONE_PATTERN.test(phone)) errors.add('phone_number', 'auth.phone_number_invalid');
    else if (
      ctx.db.state.users.some((other) => other.id !== user.id && other.phone_number === phone)
    ) {
      errors.add('phone_number', 'auth.phone_number_unique');
    }
    if (errors.has()) return invalidFlat(errors.fields);
    const input = checkBody<{ phone_number: string }>(ctx, body, true);
    user.phone_number = input.phone_number;
    return reply(200, {
      message_key: 'auth.phone_number_updated',
      phone_number: input.phone_number,
    });
  }),

  route('post', '/api/user/update-profile-image', 'updateProfileImage', async (ctx) => {
    const user = requireUser(ctx);
    const body = await readBody(ctx);
    const image = body.image;
    // The later version's preset avatars: the name becomes the user's image. A name
    // sent is checked even beside a file, as Laravel checks every field.
    const avatarSent = body.avatar !== undefined && body.avatar !== '';
    if (avatarSent && !(PRESET_AVATARS as readonly unknown[]).includes(body.avatar))
      return invalidFlat({ avatar: ['auth.avatar_invalid'] });
    if ((image === undefined || image === '') && avatarSent) {
      const input = checkBody<{ avatar: string }>(ctx, { avatar: body.avatar }, true);
      user.image = input.avatar;
      return reply(200, { message_key: 'auth.image_updated_successfully', image: input.avatar });
    }
    if (image === undefined || image === '') return invalidFlat({ image: ['auth.image_required'] });
    if (!isFile(image)) return invalidFlat({ image: ['auth.image_must_be_image'] });
    const extension = extensionOf(image);
    if (!image.type.startsWith('image/') && !IMAGE_EXTENSIONS.includes(extension)) {
      return invalidFlat({ image: ['auth.image_must_be_image'] });
    }
    if (!(image.type in IMAGE_TYPES) || !IMAGE_EXTENSIONS.includes(extension)) {
      return invalidFlat({ image: ['auth.image_invalid_format'] });
    }
    if (image.size > IMAGE_MAX_BYTES) return invalidFlat({ image: ['auth.image_max_size'] });
    const bytes = new Uint8Array(await image.arrayBuffer());
    // The generated schema checks `instanceof File` of this realm: hand it one.
    checkBody(ctx, { image: await toRealmFile(image) }, true);
    const name = `profile-${user.id}-${ctx.db.now().getTime()}.${IMAGE_TYPES[image.type]}`;
    rememberUpload(`auth/${name}`, { bytes, type: image.type });
    user.image = name;
    return reply(200, { message_key: 'auth.image_updated_successfully', image: name });
  }),

  route(
    'post',
    '/api/user/update-notification-preference',
    'updateNotificationPreference',
    async (ctx) => {
      const user = requireUser(ctx);
      const body = await readBody(ctx);
      const raw = body.notification_state as unknown;
      const state = raw === 0 || raw === '0' ? 0 : raw === 1 || raw === '1' ? 1 : null;
      if (state === null)
        return invalid({ notification_state: ['auth.notification_state_update_failed'] });
      checkBody(ctx, { notification_state: state });
      user.notification_state = state;
      return reply(200, {
        notification_state: state,
        message_key: 'auth.notification_state_updated',
      });
    },
  ),
];
