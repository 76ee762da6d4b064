// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { login } from '../../src/generated/client/auth/auth';
import {
  listNotifications,
  markNotificationRead,
} from '../../src/generated/client/notifications/notifications';
import {
  changePassword,
  getProfile,
  updateNotificationPreference,
  updatePhoneNumber,
  updateProfileImage,
} from '../../src/generated/client/user/user';
import { READY_ACCOUNTS } from '../db/seed';
import { fakeFile, failure, signIn } from '../testing/api-helpers';
import { setupMockBackend, withToken } from '../testing/use-mock-backend';
import { IMAGE_MAX_BYTES } from './user';
import { setApiVersion } from '../lib/capabilities';

const mock = setupMockBackend();

describe('settings', () => {
  it('changes the password when the old one matches', async () => {
    const token = await signIn('learner');
    await expect(
      changePassword(
        {
          old_password: READY_ACCOUNTS.learner.password,
          new_password: 'fresh1',
          new_password_confirmation: 'fresh1',
        },
        withToken(token),
      ),
    ).resolves.toEqual({ message_key: 'auth.password_changed_successfully' });
    await expect(
      login({ email: READY_ACCOUNTS.learner.email, password: 'fresh1' }),
    ).resolves.toHaveProperty('token');
  });

  it.each([
    [{ old_password: 'wrong-one' }, 'old_password', 'auth.old_password_incorrect'],
    [{ old_password: '' }, 'old_password', 'auth.old_password_required'],
    [
      { new_password: '', new_password_confirmation: '' },
      'new_password',
      'auth.new_password_required',
    ],
    [
      { new_password: 'abc', new_password_confirmation: 'abc' },
      'new_password',
      'auth.new_password_min',
    ],
    [{ new_password_confirmation: 'other12' }, 'new_password', 'auth.new_password_confirmed'],
  ])('change-password 422 for %j', async (change, field, key) => {
    const token = await signIn('learner');
    const body = {
      old_password: READY_ACCOUNTS.learner.password,
      new_password: 'fresh1',
      new_password_confirmation: 'fresh1',
      ...change,
    };
    const answer = await failure(changePassword(body, withToken(token)));
    expect(answer.status).toBe(422);
    // The flat map, like registration (decision 11): no message_key, no errors wrapper.
    expect(answer.body).toEqual({ [field]: [key] });
  });

  it('saves a phone number; checks format, length and uniqueness', async () => {
    const token = await signIn('learner');
    await expect(
      updatePhoneNumber({ phone_number: '+374 99 111222' }, withToken(token)),
    ).resolves.toEqual({
      message_key: 'auth.phone_number_updated',
      phone_number: '+374 99 111222',
    });
    expect((await getProfile(withToken(token))).user.phone_number).toBe('+374 99 111222');
    const cases: [string, string][] = [
      ['+374 10 654321', 'auth.phone_number_unique'],
      ['12ab', 'auth.phone_number_invalid'],
      ['1'.repeat(21), 'auth.phone_number_max'],
      ['', 'auth.phone_number_string'],
    ];
    for (const [phone, key] of cases) {
      const answer = await failure(updatePhoneNumber({ phone_number: phone }, withToken(token)));
      expect(answer).toEqual({ status: 422, body: { phone_number: [key] } });
    }
  });

  it('saves a profile photo and checks type and size', async () => {
    const token = await signIn('instructor');
    const saved = await updateProfileImage(
      { image: fakeFile('me.png', 'image/png') },
      withToken(token),
    );
    expect(saved.message_key).toBe('auth.image_updated_successfully');
    expect((await getProfile(withToken(token))).user.image).toBe(saved.image);
    const cases: [File, string][] = [
      [fakeFile('doc.pdf', 'application/pdf'), 'auth.image_must_be_image'],
      [fakeFile('anim.gif', 'image/gif'), 'auth.image_invalid_format'],
      [fakeFile('big.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1), 'auth.image_max_size'],
    ];
    for (const [file, key] of cases) {
      const answer = await failure(updateProfileImage({ image: file }, withToken(token)));
      expect(answer).toEqual({ status: 422, body: { image: [key] } });
    }
    const missing = await failure(updateProfileImage({} as { image: Blob }, withToken(token)));
    expect(missing).toEqual({ status: 422, body: { image: ['auth.image_required'] } });
  });

  it("saves a preset avatar as the user's image and refuses another name", async () => {
    const token = await signIn('learner');
    await expect(
      updateProfileImage({ avatar: 'team-member-5.png' }, withToken(token)),
    ).resolves.toEqual({
      message_key: 'auth.image_updated_successfully',
      image: 'team-member-5.png',
    });
    expect((await getProfile(withToken(token))).user.image).toBe('team-member-5.png');
    const unknown = await failure(
      updateProfileImage({ avatar: 'team-member-9.png' as 'team-member-1.png' }, withToken(token)),
    );
    expect(unknown).toEqual({ status: 422, body: { avatar: ['auth.avatar_invalid'] } });
  });

  it('answers the later or the earlier profile and sign-in as the version switch says', async () => {
    const later = await login(READY_ACCOUNTS.learner);
    expect(later.role).toBe('learner');
    expect(later.user.balance).toBe('20000.00');
    expect((await getProfile(withToken(later.token))).role).toBe('learner');
    setApiVersion('earlier');
    const earlier = await login(READY_ACCOUNTS.learner);
    expect(earlier.role).toBeUndefined();
    expect((await getProfile(withToken(earlier.token))).role).toBeUndefined();
  });

  it('saves the notification preference', async () => {
    const token = await signIn('learner');
    await expect(
      updateNotificationPreference({ notification_state: 0 }, withToken(token)),
    ).resolves.toEqual({
      notification_state: 0,
      message_key: 'auth.notification_state_updated',
    });
    expect((await getProfile(withToken(token))).user.notification_state).toBe(0);
    const answer = await failure(
      updateNotificationPreference({ notification_state: 7 as 0 }, withToken(token)),
    );
    expect(answer).toMatchObject({
      status: 422,
      body: { errors: { notification_state: ['auth.notification_state_update_failed'] } },
    });
  });

  it('gives users without a photo default.png, never null (decision 15)', async () => {
    expect(mock.db().state.users.map((user) => user.image)).not.toContain(null);
    expect(mock.db().state.users.map((user) => user.image)).toContain('default.png');
  });

  it('needs a token for every settings call', async () => {
    expect(
      (
        await failure(
          changePassword({
            old_password: 'a',
            new_password: 'bbbbbb',
            new_password_confirmation: 'bbbbbb',
          }),
        )
      ).status,
    ).toBe(401);
    expect((await failure(updatePhoneNumber({ phone_number: '+37410000000' }))).status).toBe(401);
    expect((await failure(updateNotificationPreference({ notification_state: 1 }))).status).toBe(
      401,
    );
  });
});

describe('notifications', () => {
  it('belong to their user, newest first, and can be marked read', async () => {
    const learner = await signIn('learner');
    const instructor = await signIn('instructor');
    const mine = await listNotifications(withToken(learner));
    const theirs = await listNotifications(withToken(instructor));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.map((entry) => entry.id)).not.toContain(theirs[0]?.id);
    expect([...mine].sort((a, b) => b.created_at.localeCompare(a.created_at))).toEqual(mine);
    const unread = mine.find((entry) => entry.read_at === null);
    expect(unread).toBeDefined();
    const marked = await markNotificationRead(unread!.id, withToken(learner));
    expect(marked.read_at).not.toBeNull();
    expect(
      (await listNotifications(withToken(learner))).find((entry) => entry.id === unread!.id)
        ?.read_at,
    ).toBe(marked.read_at);
    expect(await failure(markNotificationRead(theirs[0]!.id, withToken(learner)))).toEqual({
      status: 404,
      body: { message_key: 'auth.something_went_wrong' },
    });
    expect((await failure(listNotifications())).status).toBe(401);
  });
});
