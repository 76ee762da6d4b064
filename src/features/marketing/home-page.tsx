import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';
import { href, paths } from '@/lib/routes';
import heroImage from './assets/hero.svg';
import { BookCallSection } from '@/entities/marketing/book-call-section';
import { BootcampProgramsSection } from './blocks/bootcamp-programs-section';
import { FaqSection } from './blocks/faq-section';
import { FeaturedCoursesSection } from './blocks/featured-courses-section';
import { LatestArticlesSection } from './blocks/latest-articles-section';
import { PricingSection } from './blocks/pricing-carousel';
import { TestimonialsSection } from './blocks/testimonials-section';
import { MarketingBanner } from './marketing-banner';
import './marketing.css';
import { ButtonLink } from '@/components/ui/action-button';

// Its own chunk, like the bootcamp block: the first load's budget (budget.json) is nearly spent.
const BrowseCategoriesSection = lazy(() =>
  import('./blocks/browse-categories-section').then(
    (m) => ({ default: m.BrowseCategoriesSection }),
    () => ({ default: () => null }),
  ),
);
// The later version's bootcamp block in a chunk of its own: the home page's first
// load has no room for it (npm run budget), and it sits below the fold. A chunk that fails to
// load is simply no block: it never takes the page down.
const BootcampBlock = lazy(() =>
  import('./blocks/bootcamp-block').then(
    (m) => ({ default: m.BootcampBlock }),
    () => ({ default: () => null }),
  ),
);

/**
 * `/`: banner, testimonials, book a call, FAQ, bootcamps, pricing, blog and two courses. Below
 * the banner, each part that reads the server does so once it comes within a screen of the
 * viewport (or a key is pressed): what a visitor never scrolls near costs no read or render.
 */
export function HomePage() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <MarketingBanner page="home" tone="hero" image={{ src: heroImage, width: 520, height: 400 }}>
        <div className="page-banner__actions">
          <ButtonLink to={paths.courses}>{t('home.browse')}</ButtonLink>
          <ButtonLink look="ghost" to={href('teach', { product: 'academy' })}>
            {t('home.teach')}
          </ButtonLink>
        </div>
      </MarketingBanner>
      <TestimonialsSection />
      <BookCallSection />
      <FaqSection readWhenNear />
      <BootcampProgramsSection />
      <WhenNearViewport>
        <Suspense fallback={null}>
          <BootcampBlock />
        </Suspense>
      </WhenNearViewport>
      <PricingSection />
      <LatestArticlesSection />
      <FeaturedCoursesSection />
      <WhenNearViewport>
        <Suspense fallback={null}>
          <BrowseCategoriesSection />
        </Suspense>
      </WhenNearViewport>
    </>
  );
}
