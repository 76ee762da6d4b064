import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PricingPackage } from '@/generated/model';
import { setupI18n } from '../../../../tests/support/render-app';
import { AUTOPLAY_DELAY_MS, PricingSlides, reducedMotionQuery } from './pricing-carousel';

// The real plugin needs layout that jsdom lacks; this stand-in records when the carousel
// asks it to play or stop, which is the decision under test.
const autoplay = vi.hoisted(() => ({
  options: undefined as unknown,
  play: vi.fn(),
  stop: vi.fn(),
}));
vi.mock('embla-carousel-autoplay', () => ({
  default: (options: unknown) => {
    autoplay.options = options;
    return {
      name: 'autoplay',
      options,
      init: () => {},
      destroy: () => {},
      play: autoplay.play,
      stop: autoplay.stop,
    };
  },
}));

const plan = (id: number, title: string): PricingPackage => ({
  id,
  title_en: title,
  title_ru: null,
  title_arm: null,
  description_en: `${title} plan`,
  description_ru: null,
  description_arm: null,
  price_en: '10',
  price_ru: null,
  price_arm: null,
  currency_en: 'USD',
  currency_ru: null,
  currency_arm: null,
  unit_en: 'per month',
  unit_ru: null,
  unit_arm: null,
  features: [{ id, feature_en: 'Certificates', feature_ru: null, feature_arm: null }],
});
const plans = [plan(1, 'Basic'), plan(2, 'Standard'), plan(3, 'Premium'), plan(4, 'Team')];

const lastCall = () => {
  const play = autoplay.play.mock.invocationCallOrder.at(-1) ?? 0;
  const stop = autoplay.stop.mock.invocationCallOrder.at(-1) ?? 0;
  return play > stop ? 'play' : 'stop';
};

const renderSlides = () =>
  render(
    <MemoryRouter>
      <PricingSlides plans={plans} />
    </MemoryRouter>,
  );

beforeEach(async () => {
  autoplay.play.mockClear();
  autoplay.stop.mockClear();
  await setupI18n('en');
});

describe('pricing carousel autoplay', () => {
  it('plays every 6000 ms and leaves play and pause to the carousel', () => {
    renderSlides();
    expect(autoplay.options).toMatchObject({
      delay: AUTOPLAY_DELAY_MS,
      playOnInit: false,
      stopOnInteraction: true,
    });
    expect(AUTOPLAY_DELAY_MS).toBe(6000);
    expect(lastCall()).toBe('play');
  });

  it('pauses while the pointer is over it and plays again when it leaves', () => {
    const { container } = renderSlides();
    const carousel = container.querySelector('.pricing')!;
    fireEvent.mouseEnter(carousel);
    expect(lastCall()).toBe('stop');
    fireEvent.mouseLeave(carousel);
    expect(lastCall()).toBe('play');
  });

  it('pauses while focus is inside and plays when focus leaves', () => {
    renderSlides();
    const enroll = screen.getAllByRole('link', { name: 'Enroll now' })[0]!;
    act(() => enroll.focus());
    expect(lastCall()).toBe('stop');
    act(() => enroll.blur());
    expect(lastCall()).toBe('play');
  });

  it('stays paused when the visitor pauses it, until they resume', () => {
    const { container } = renderSlides();
    const carousel = container.querySelector('.pricing')!;
    const pause = screen.getByRole('button', { name: 'Pause the slides' });
    fireEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    fireEvent.mouseEnter(carousel);
    fireEvent.mouseLeave(carousel);
    expect(lastCall()).toBe('stop');
    fireEvent.click(pause);
    expect(lastCall()).toBe('play');
  });

  it('never plays for visitors who prefer reduced motion, and offers no pause', () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query === reducedMotionQuery
        ? ({ ...matchMedia(query), matches: true } as MediaQueryList)
        : matchMedia(query),
    );
    renderSlides();
    expect(autoplay.play).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Pause the slides' })).toBeNull();
  });

  it('labels each slide with its place', () => {
    renderSlides();
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
  });
});
