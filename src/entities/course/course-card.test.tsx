// A course without a translation shows its English fallback (spec decision 2) marked as such:
// the fallback text carries lang="en" and a small translated "in English" label.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, sessions, setupI18n } from '../../../tests/support/render-app';
import { SessionProvider, type Session } from '@/entities/session/session-context';
import type { CourseCard as CourseCardData } from '@/generated/model';
import { purchaseQueries } from '../purchases/purchase-queries';
import { formatServerMoney } from '@/lib/format/price';
import { CourseCard } from './course-card';

const course = (translated: boolean): CourseCardData => ({
  id: 7,
  thumbnail: null,
  title_en: 'Intro to Go',
  title_ru: translated ? 'Введение в Go' : null,
  title_arm: null,
  description_en: 'Learn Go from scratch.',
  description_ru: translated ? 'Изучите Go с нуля.' : null,
  description_arm: null,
  price_en: '89.99',
  price_ru: translated ? '7990' : null,
  price_arm: null,
  currency_en: 'USD',
  currency_ru: 'RUB',
  currency_arm: 'AMD',
  average_rating: 4,
});

const renderCard = (data: CourseCardData) =>
  render(
    <MemoryRouter>
      <CourseCard course={data} />
    </MemoryRouter>,
  );

describe('course card language', () => {
  it('marks an English fallback among Russian cards with lang and "in English"', async () => {
    await setupI18n('ru');
    renderCard(course(false));
    expect(screen.getByRole('heading', { name: 'Intro to Go' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Learn Go from scratch.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('На английском')).toBeVisible();
  });

  it('leaves a translated card unmarked', async () => {
    await setupI18n('ru');
    renderCard(course(true));
    expect(screen.getByRole('heading', { name: 'Введение в Go' })).not.toHaveAttribute('lang');
    expect(screen.queryByText('На английском')).toBeNull();
  });
});

describe('course card of a bought course (decision 19)', () => {
  /** Renders the card with the learner's purchases already in the cache. */
  const renderWithPurchases = (session: Session, ownedIds: number[], offerBuy = false) => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(
      purchaseQueries.courses().queryKey,
      ownedIds.map((id) => ({
        id,
        title_en: 'x',
        title_ru: null,
        title_arm: null,
        thumbnail: null,
      })),
    );
    return render(
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session}>
          <MemoryRouter>
            <CourseCard course={course(true)} offerBuy={offerBuy} />
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>,
    );
  };

  it('says Purchased and offers Go to course to the learner who bought it', async () => {
    await setupI18n('en');
    renderWithPurchases(sessions.learner, [7]);
    expect(screen.getByText('Purchased')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to course: Intro to Go' })).toHaveAttribute(
      'href',
      '/single-course/7',
    );
    expect(screen.queryByRole('link', { name: /^Learn more/ })).toBeNull();
  });

  it('is never marked for anyone but a learner', async () => {
    await setupI18n('en');
    renderWithPurchases(sessions.instructor, [7]);
    expect(screen.queryByText('Purchased')).toBeNull();
    expect(screen.getByRole('link', { name: 'Learn more: Intro to Go' })).toBeVisible();
  });

  it('stays a plain card for a course not bought', async () => {
    await setupI18n('en');
    renderWithPurchases(sessions.learner, [8]);
    expect(screen.queryByText('Purchased')).toBeNull();
    expect(screen.getByRole('link', { name: 'Learn more: Intro to Go' })).toBeVisible();
  });

  it('speaks Russian', async () => {
    await setupI18n('ru');
    renderWithPurchases(sessions.learner, [7]);
    expect(screen.getByText('Куплено')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Перейти к курсу: Введение в Go' })).toBeVisible();
  });

  it('offers Buy now on the catalogue to a learner who has not bought it, and to a guest', async () => {
    await setupI18n('en');
    for (const session of [sessions.learner, sessions.guest]) {
      const view = renderWithPurchases(session, [8], true);
      expect(screen.getByRole('link', { name: 'Buy now: Intro to Go' })).toHaveAttribute(
        'href',
        '/learner/checkout?courseId=7',
      );
      view.unmount();
    }
  });

  it('offers no Buy now for a bought course, to an instructor, or where the list does not ask', async () => {
    await setupI18n('en');
    for (const [session, owned, offerBuy] of [
      [sessions.learner, [7], true],
      [sessions.instructor, [], true],
      [sessions.learner, [8], false],
    ] as const) {
      const view = renderWithPurchases(session, [...owned], offerBuy);
      expect(screen.queryByRole('link', { name: /^Buy now/ })).toBeNull();
      view.unmount();
    }
  });
});

describe('course card price', () => {
  const priced = (overrides: Partial<CourseCardData>): CourseCardData => ({
    ...course(true),
    price_en: '29',
    currency_en: 'USD',
    price_ru: '2690',
    currency_ru: 'RUB',
    price_arm: '11500',
    currency_arm: 'AMD',
    ...overrides,
  });
  const priceOf = (container: HTMLElement) =>
    container.querySelector('.content-card__price')?.textContent;

  it.each(['arm', 'ru', 'en'] as const)(
    'writes the price with the one money formatter, as checkout does (%s)',
    async (language) => {
      await setupI18n(language);
      const { container } = renderCard(priced({}));
      const listed = {
        arm: { amount: '11500', currency: 'AMD' },
        ru: { amount: '2690', currency: 'RUB' },
        en: { amount: '29', currency: 'USD' },
      }[language];
      expect(priceOf(container)).toBe(formatServerMoney(listed, language));
    },
  );

  it('says what paying charges when it is not the listed price, and nothing when it is', async () => {
    await setupI18n('en');
    const dollars = renderCard(priced({}));
    expect(priceOf(dollars.container)).toBe('$29.00');
    expect(screen.getByText('Charged in Armenian drams: ֏11,500.00')).toBeVisible();
    dollars.unmount();
    // Listed in drams (no English or Russian price), or with no price in drams at all: the
    // listed price is the charge.
    renderCard(priced({ price_en: '0', price_ru: null }));
    renderCard(priced({ price_arm: null }));
    expect(screen.queryByText(/^Charged in/)).toBeNull();
  });
});
