// @vitest-environment node
// The one user-image rule, against what either backend version sends: the earlier
// one's file names under storage/auth (with `default.png` for no photo, decision 15), the later
// one's preset avatars and its leading-slash paths — on the app's own origin (the mock) and
// with a separate API host.
import { afterEach, describe, expect, it, vi } from 'vitest';

async function helperWithApiHost(host: string) {
  vi.resetModules();
  vi.stubEnv('VITE_API_BASE_URL', host);
  return import('./people');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe.each([
  ['the mock on the app origin', '', ''],
  ['a separate API host', 'https://api.academy.example/', 'https://api.academy.example'],
])('userImageUrl with %s', (_, host, origin) => {
  it('shows the silhouette for no photo: default.png, blank or null', async () => {
    const { userImageUrl } = await helperWithApiHost(host);
    for (const image of ['default.png', ' default.png ', '', null, undefined])
      expect(userImageUrl(image)).toBe(`${origin}/storage/auth/default.png`);
  });

  it('shows a preset avatar from the storage avatars', async () => {
    const { userImageUrl, presetAvatars } = await helperWithApiHost(host);
    expect(presetAvatars).toHaveLength(7);
    expect(userImageUrl('team-member-1.png')).toBe(`${origin}/storage/avatars/team-member-1.png`);
    expect(userImageUrl('team-member-7.png')).toBe(`${origin}/storage/avatars/team-member-7.png`);
    // Only the seven: another name of that shape is an uploaded file like any other.
    expect(userImageUrl('team-member-8.png')).toBe(`${origin}/storage/auth/team-member-8.png`);
  });

  it('shows a stored photo from storage/auth, its name encoded', async () => {
    const { userImageUrl } = await helperWithApiHost(host);
    expect(userImageUrl('profile-7-1741944600.png')).toBe(
      `${origin}/storage/auth/profile-7-1741944600.png`,
    );
    expect(userImageUrl('my photo.jpg')).toBe(`${origin}/storage/auth/my%20photo.jpg`);
  });

  it('reads a path with a leading / as a path on the API host', async () => {
    const { userImageUrl } = await helperWithApiHost(host);
    expect(userImageUrl('/storage/auth/profile-7.png')).toBe(
      `${origin}/storage/auth/profile-7.png`,
    );
    expect(userImageUrl('//storage/auth/a b.png')).toBe(`${origin}/storage/auth/a%20b.png`);
  });

  it('keeps an absolute URL as it is', async () => {
    const { userImageUrl } = await helperWithApiHost(host);
    expect(userImageUrl('https://cdn.example/u/7.png')).toBe('https://cdn.example/u/7.png');
  });
});
