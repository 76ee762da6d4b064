// Every avatar (header user menu, reviews, instructor's comments, the course page's instructor,
// the home page's testimonials) carries the shared `avatar` class
// and equal width and height attributes: the `.avatar` rule in app.css (its user-menu.css part)
// turns that into a circle
// that crops the photo (object-fit: cover, aspect-ratio 1) and is never stretched by its flex row.
// jsdom lays nothing out, so this proves the markup and the rule, not the pixels.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleUsers, setupI18n } from '../../tests/support/render-app';
import { UserAvatar } from './layout/user-avatar';
import { CourseComment } from '@/features/catalogue/course-comments';
import { InstructorCard } from '@/features/catalogue/single-course-page';
import { CommentEntry } from '@/features/instructor-courses/comment-entry';
import { Testimonial } from '@/features/marketing/blocks/testimonials-section';
import type { Comment, LearnerComment, SingleCourse } from '@/generated/model';

const comment: Comment = {
  id: 1,
  comment_text: 'Clear and well paced.',
  rating: 5,
  created_at: '2026-01-02T10:00:00Z',
  user: {
    id: 3,
    first_name: 'Ani',
    last_name: 'Petrosyan',
    image: 'users/ani.jpg',
    roles: [{ id: 1, name: 'learner' }],
  },
};

// Only what the two views read: the author (or instructor) and, for a testimonial, its course.
const course = { user: comment.user } as SingleCourse;
const testimonial = {
  ...comment,
  course: { id: 4, title_en: 'UX Research in Practice' },
} as LearnerComment;

beforeAll(async () => {
  await setupI18n('en');
});

describe('avatars', () => {
  it.each([
    ['header user menu', <UserAvatar key="a" user={sampleUsers.learner} />],
    ['mobile menu', <UserAvatar key="b" user={sampleUsers.learner} size={44} />],
    ['course review', <CourseComment key="c" comment={comment} />],
    ['instructor comments', <CommentEntry key="d" comment={comment} />],
    ['course page instructor', <InstructorCard key="e" course={course} />],
    ['home page testimonial', <Testimonial key="f" comment={testimonial} />],
  ])('the %s avatar is a square image the avatar rule crops', (_, element) => {
    const { container } = render(element);
    const image = container.querySelector('img.avatar')!;
    expect(image).not.toBeNull();
    expect(image.getAttribute('width')).toBeTruthy();
    expect(image.getAttribute('height')).toBe(image.getAttribute('width'));
  });

  it('app.css crops avatars to a circle of equal sides that no flex row stretches', () => {
    // app.css as the build inlines it: each `@import` replaced by its part.
    const styles = resolve(import.meta.dirname, 'styles');
    const appCss = readFileSync(resolve(styles, 'app.css'), 'utf8').replace(
      /^@import '(.+)';$/gm,
      (_, part: string) => readFileSync(resolve(styles, part), 'utf8'),
    );
    const rule = /\n\.avatar \{([^}]*)\}/.exec(appCss)?.[1] ?? '';
    expect(rule).toContain('object-fit: cover;');
    expect(rule).toContain('aspect-ratio: 1;');
    expect(rule).toContain('height: auto;');
    expect(rule).toContain('border-radius: 50%;');
    expect(rule).toMatch(/align-self: (center|flex-start);/);
    expect(rule).toContain('flex: none;');
  });
});
