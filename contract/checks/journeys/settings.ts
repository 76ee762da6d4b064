// Account settings: profile, photo, password and preferences.
import type { LoginResponse, ProfileResponse, User } from '../../../src/generated/model';
import type { CheckContext, Harness } from '../../harness';
import { sampleImage } from '../../request-data';
import { Journey } from '../journey';
import type { RunState } from '../run-state';

export async function settingsJourney(harness: Harness, state: RunState): Promise<void> {
  const learner = harness.account('learner');
  const token = learner.token;
  /** The profile, read to learn or confirm a setting (a broken profile is its own failure). */
  const profile = async (ctx: CheckContext): Promise<Partial<User>> => {
    const answer = await ctx.lookup<ProfileResponse>('getProfile', { token });
    if (!answer?.user) return ctx.skip('the profile could not be read');
    return answer.user;
  };

  const preference = new Journey(harness, 'settings-notifications');
  let preferenceTried = false;
  let state0: number | undefined;
  await preference.step(
    'updateNotificationPreference',
    'switches e-mail notifications and reads it back',
    async (ctx) => {
      state0 = (await profile(ctx)).notification_state;
      if (state0 !== 0 && state0 !== 1) return ctx.skip('the profile has no notification_state');
      preferenceTried = true;
      await ctx.ok('updateNotificationPreference', {
        token,
        body: { notification_state: 1 - state0 },
      });
      const now = (await profile(ctx)).notification_state;
      ctx.expect(
        now === 1 - state0,
        `getProfile: notification_state is ${now} after setting ${1 - state0}`,
      );
    },
    { writes: true },
  );
  await preference.step(
    'updateNotificationPreference',
    'restores the setting',
    async (ctx) => {
      if (!preferenceTried || state0 === undefined) return ctx.skip('the setting was not switched');
      const exchange = await ctx.call('updateNotificationPreference', {
        token,
        body: { notification_state: state0 },
        expect: 200,
      });
      if (exchange.status !== 200)
        ctx.leftover(
          'updateNotificationPreference',
          `the learner's e-mail notifications may be ${state0 === 1 ? 'off' : 'on'} (could not restore ${state0})`,
        );
    },
    // Whenever the switch was tried: a broken answer may still have switched it.
    { writes: true, cleanup: true },
  );

  const phone = new Journey(harness, 'settings-phone');
  let phone0: string | null = null;
  let phoneTried = false;
  await phone.step(
    'updatePhoneNumber',
    'changes the phone number and reads it back',
    async (ctx) => {
      phone0 = (await profile(ctx)).phone_number ?? null;
      phoneTried = true;
      const digits = String(parseInt(state.stamp, 36) % 1_000_000).padStart(6, '0');
      const next = `+374 99 ${digits}`;
      await ctx.ok('updatePhoneNumber', { token, body: { phone_number: next } });
      const now = (await profile(ctx)).phone_number;
      ctx.expect(now === next, `getProfile: phone_number is ${String(now)} after setting ${next}`);
      if (phone0 === null)
        ctx.leftover(
          'updatePhoneNumber',
          `the learner's phone number is ${next} (it had none; the API cannot clear it)`,
        );
    },
    { writes: true },
  );
  await phone.step(
    'updatePhoneNumber',
    'restores the phone number',
    async (ctx) => {
      if (!phoneTried) return ctx.skip('the phone number was not changed');
      if (phone0 === null) return ctx.skip('the account had no phone number to restore');
      const exchange = await ctx.call('updatePhoneNumber', {
        token,
        body: { phone_number: phone0 },
        expect: 200,
      });
      if (exchange.status !== 200)
        ctx.leftover(
          'updatePhoneNumber',
          `the learner's phone number (could not restore ${phone0})`,
        );
    },
    // Whenever the change was tried: a broken answer may still have changed it.
    { writes: true, cleanup: true },
  );

  const password = new Journey(harness, 'settings-password');
  const original = learner.password;
  const temporary = `${original}-contract`;
  let passwordTried = false;
  await password.step(
    'changePassword',
    'changes the password; the new one signs in',
    async (ctx) => {
      passwordTried = true;
      await ctx.ok('changePassword', {
        token,
        body: {
          old_password: original,
          new_password: temporary,
          new_password_confirmation: temporary,
        },
      });
      await ctx.ok<LoginResponse>('login', { body: { email: learner.email, password: temporary } });
    },
    { writes: true },
  );
  // Runs whenever the change was tried: an answer that broke the contract may still have
  // changed the password. What cannot be restored is listed as left on the server, and later
  // steps sign in with the password the account really has (never an unrelated 401).
  await password.step(
    'changePassword',
    'changes the password back',
    async (ctx) => {
      if (!passwordTried) return ctx.skip('the password was not changed');
      const back = await ctx.call('changePassword', {
        token,
        body: {
          old_password: temporary,
          new_password: original,
          new_password_confirmation: original,
        },
        expect: [200, 422],
      });
      if (back.status === 200) return;
      const stillOriginal = await ctx.call('login', {
        body: { email: learner.email, password: original },
        expect: [200, 401],
      });
      if (stillOriginal.status === 200) return; // the change never happened
      learner.password = temporary;
      ctx.leftover(
        'changePassword',
        `the learner's password is "${temporary}": it could not be changed back`,
      );
    },
    { writes: true, cleanup: true },
  );

  const photo = new Journey(harness, 'settings-photo');
  await photo.step(
    'updateProfileImage',
    'uploads a profile photo',
    async (ctx) => {
      await ctx.ok('updateProfileImage', { token, body: { image: sampleImage() } });
      ctx.leftover(
        'updateProfileImage',
        "the learner's profile photo was replaced (the API cannot restore the previous one)",
      );
      await profile(ctx);
    },
    { writes: true },
  );
}
