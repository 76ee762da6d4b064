// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decideAccess, rememberedFrom, type SessionView } from './route-guards';
import { href, namedRoutes, paths, teachProduct } from './routes';

const guest: SessionView = { status: 'guest' };
const learner: SessionView = { status: 'authenticated', role: 'learner' };
const instructor: SessionView = { status: 'authenticated', role: 'instructor' };
const roleless: SessionView = { status: 'authenticated', role: null };

describe('decideAccess', () => {
  it('lets everyone see public pages, even while loading', () => {
    for (const session of [guest, learner, instructor, { status: 'loading' } as const]) {
      expect(decideAccess('public', session)).toEqual({ kind: 'allow' });
    }
  });
  it('waits for the session on every other route', () => {
    expect(decideAccess('learner', { status: 'loading' })).toEqual({ kind: 'wait' });
    expect(decideAccess('guest-only', { status: 'loading' })).toEqual({ kind: 'wait' });
  });
  it('sends signed-in users away from guest-only pages, home', () => {
    expect(decideAccess('guest-only', learner)).toEqual({
      kind: 'redirect',
      to: '/',
      rememberFrom: false,
    });
    expect(decideAccess('guest-only', guest)).toEqual({ kind: 'allow' });
  });
  it('sends guests to /sign-in and remembers where they were going', () => {
    for (const access of ['login', 'learner', 'instructor'] as const) {
      expect(decideAccess(access, guest)).toEqual({
        kind: 'redirect',
        to: '/sign-in',
        rememberFrom: true,
      });
    }
  });
  it('sends the wrong role to /not-authorized', () => {
    expect(decideAccess('instructor', learner)).toEqual({
      kind: 'redirect',
      to: '/not-authorized',
      rememberFrom: false,
    });
    expect(decideAccess('learner', instructor).kind).toBe('redirect');
    expect(decideAccess('learner', roleless).kind).toBe('redirect');
  });
  it('allows the right role, and any role where login is enough', () => {
    expect(decideAccess('learner', learner)).toEqual({ kind: 'allow' });
    expect(decideAccess('instructor', instructor)).toEqual({ kind: 'allow' });
    expect(decideAccess('login', roleless)).toEqual({ kind: 'allow' });
  });
});

describe('href', () => {
  it('fills parameters and the query', () => {
    expect(href('singleCourse', { id: 7 })).toBe('/single-course/7');
    expect(href('blog', {}, { page: 2 })).toBe('/blog?page=2');
    expect(href('signUp', {}, { hideLearner: true, empty: '' })).toBe('/sign-up?hideLearner=true');
    expect(href('teach', { product: 'academy' })).toBe('/teach-on-academy');
  });
  it('refuses a missing parameter', () => {
    expect(() => href('singleBlog')).toThrow(/id/);
  });
  it('maps every named route of the spec to a path', () => {
    expect(Object.keys(namedRoutes).sort()).toEqual(
      [
        'SingleBlog',
        'course-comments',
        'home',
        'instructor-change-courses',
        'instructor-help-details',
        'learner-help-details',
        'single-course',
      ].sort(),
    );
    for (const key of Object.values(namedRoutes)) expect(paths[key]).toMatch(/^\//);
  });
  it('recognises the teach landing slug', () => {
    expect(teachProduct('teach-on-academy')).toBe('academy');
    expect(teachProduct('teach-on-')).toBeNull();
    expect(teachProduct('about')).toBeNull();
  });
});

describe('rememberedFrom', () => {
  it('reads a location kept by the guard and a path kept by an expired session', () => {
    expect(
      rememberedFrom({ from: { pathname: '/learner/wishlist', search: '?page=2', hash: '' } }),
    ).toBe('/learner/wishlist?page=2');
    expect(rememberedFrom({ from: '/dashboard?tab=1' })).toBe('/dashboard?tab=1');
  });

  it('ignores anything that is not a path of this app', () => {
    expect(rememberedFrom(null)).toBeNull();
    expect(rememberedFrom({ from: 'https://evil.example/' })).toBeNull();
    expect(rememberedFrom({ from: '//evil.example/' })).toBeNull();
    expect(rememberedFrom({ from: { pathname: 'javascript:alert(1)' } })).toBeNull();
  });
});
