// A course without a translation shows its English fallback (spec decision 2) marked as such:
// the fallback text carries lang="en" and a small translated "in English" label.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setupI18n } from '../../../tests/support/render-app';
import type { CourseCard as CourseCardData } from '@/generated/model';
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
