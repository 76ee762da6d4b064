// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDb, parseSavedState } from './db';
import { buildSeed, READY_ACCOUNTS } from './seed';

describe('seed', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(buildSeed())).toBe(JSON.stringify(buildSeed()));
  });

  it('has the content the issue asks for', () => {
    const seed = buildSeed();
    expect(seed.courses.length).toBeGreaterThanOrEqual(40);
    expect(new Set(seed.courses.map((course) => course.status))).toEqual(
      new Set(['approved', 'in_review', 'declined']),
    );
    expect(new Set(seed.courses.map((course) => course.user_id)).size).toBeGreaterThanOrEqual(3);
    expect(seed.courses.some((course) => course.title.ru && course.title.arm)).toBe(true);
    expect(seed.blogs).toHaveLength(15);
    expect(seed.comments.length).toBeGreaterThan(20);
    expect(seed.faqs.length).toBeGreaterThan(0);
    expect(seed.pricing.length).toBeGreaterThan(0);
    expect(seed.team.length).toBeGreaterThan(0);
    for (const account of Object.values(READY_ACCOUNTS)) {
      const user = seed.users.find((entry) => entry.email === account.email);
      expect(user?.password).toBe(account.password);
      expect(user?.verified_at).not.toBeNull();
      expect(seed.notifications.some((entry) => entry.user_id === user?.id)).toBe(true);
    }
    const instructor = seed.users.find((entry) => entry.email === READY_ACCOUNTS.instructor.email);
    const own = seed.courses.filter((course) => course.user_id === instructor?.id);
    expect(new Set(own.map((course) => course.status)).size).toBe(3);
  });

  it('round-trips through JSON and gives independent instances', () => {
    const seed = buildSeed();
    const a = createDb(seed);
    const b = createDb(seed);
    a.state.users[0]!.first_name = 'Changed';
    expect(b.state.users[0]!.first_name).not.toBe('Changed');
    expect(parseSavedState(JSON.stringify(a.toJSON()))?.users[0]?.first_name).toBe('Changed');
    expect(parseSavedState('{"version":0}')).toBeNull();
    expect(parseSavedState('not json')).toBeNull();
  });
});
