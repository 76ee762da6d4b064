// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LoginResponse, User } from '@/generated/model';
import { normalizeUser } from './normalize-user';
import { profileFromLogin } from './profile-from-login';

const user = {
  id: 3,
  first_name: 'Ani',
  last_name: 'Sargsyan',
  email: 'ani@academy.test',
  role: null,
  image: 'default.png',
  phone_number: null,
  notification_state: 1,
  roles: [],
} as User;

describe('normalizeUser', () => {
  it("keeps the user's own role first", () => {
    expect(normalizeUser({ ...user, role: 'instructor' }, 'learner').role).toBe('instructor');
  });
  it('else takes the first item of a role list, else a role name', () => {
    expect(normalizeUser(user, ['learner', 'instructor']).role).toBe('learner');
    expect(normalizeUser(user, 'instructor').role).toBe('instructor');
  });
  it('leaves the user as it came without a role beside it (the earlier version)', () => {
    expect(normalizeUser(user)).toBe(user);
  });
});

describe('profileFromLogin (decision 33)', () => {
  it('is the normalised user of a later answer, which carries role', () => {
    const answer: LoginResponse = { token: '1|a', user, role: 'learner' };
    expect(profileFromLogin(answer)).toEqual({ ...user, role: 'learner' });
  });
  it('is null for an earlier answer: the profile is loaded instead', () => {
    expect(profileFromLogin({ token: '1|a', user: { ...user, role: 'learner' } })).toBeNull();
  });
});
