import { useQuery } from '@tanstack/react-query';
import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/components/ui/use-language';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { useNearViewport } from '@/components/ui/use-near-viewport';
import { ContentSection } from '@/components/ui/content-section';
import { marketingQueries } from '@/entities/marketing/marketing-queries';
import { QueryBlock } from '@/entities/query/query-block';
import type { PricingPackage } from '@/generated/model';
import { localizedField } from '@/lib/format/localized-field';
import { displayPrice, formatServerMoneyParts } from '@/lib/format/price';
import { paths } from '@/lib/routes';

/** A new slide every 6000 ms, as in the original app. */
export const AUTOPLAY_DELAY_MS = 6000;
/**
 * 700 ms transitions, as in the original app. Embla's `duration` is not in milliseconds but a
 * spring's stiffness; 22 brings a 300–1200 px slide within a pixel of its place in 680–800 ms.
 */
export const EMBLA_DURATION_FOR_700_MS = 22;
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * Plays only when it should and when there is somewhere to go: with every plan in view there is
 * one snap, and the plugin (which then skips its set-up) must not be started.
 */
type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

function applyAutoplay(api: EmblaApi, autoplay: AutoplayType, playing: boolean) {
  if (playing && api.scrollSnapList().length > 1) autoplay.play();
  else autoplay.stop();
}

/** The formatter's parts as runs: the currency sign, and the digits with their marks. */
function signAndDigits(parts: Intl.NumberFormatPart[]): { sign: boolean; text: string }[] {
  const runs: { sign: boolean; text: string }[] = [];
  for (const part of parts) {
    const sign = part.type === 'currency';
    // The space between a sign and the digits belongs to neither.
    if (part.type === 'literal' && part.value.trim() === '') continue;
    const last = runs[runs.length - 1];
    if (last && last.sign === sign) last.text += part.value;
    else runs.push({ sign, text: part.value });
  }
  return runs;
}

function PricingCard({ plan }: { plan: PricingPackage }) {
  const { t } = useTranslation('marketing');
  const language = useLanguage();
  const price = displayPrice(plan, language);
  return (
    <article className="pricing-card">
      <h3 className="pricing-card__title">{localizedField(plan, 'title', language)}</h3>
      <p className="pricing-card__description">{localizedField(plan, 'description', language)}</p>
      {price ? (
        <p className="pricing-card__price">
          {/* The one money formatter, in parts: the sign set smaller than the digits. */}
          {signAndDigits(formatServerMoneyParts(price, language)).map((run, index) => (
            <span
              key={index}
              className={run.sign ? 'pricing-card__symbol' : 'pricing-card__amount'}
            >
              {run.text}
            </span>
          ))}
          <span className="pricing-card__unit"> / {localizedField(plan, 'unit', language)}</span>
        </p>
      ) : null}
      <Link className="button button--primary pricing-card__enroll" to={paths.courses}>
        {t('pricing.enroll')}
      </Link>
      <ul className="pricing-card__features">
        {plan.features.map((feature) => (
          <li key={feature.id}>{localizedField(feature, 'feature', language)}</li>
        ))}
      </ul>
    </article>
  );
}

/**
 * A looping carousel of the plans: three at 992 px and wider, one below (CSS), a new slide
 * every 6 s. It pauses while the pointer is over it or focus is in it, when the visitor pauses
 * it, and never plays for visitors who prefer reduced motion.
 */
export function PricingSlides({ plans }: { plans: readonly PricingPackage[] }) {
  const { t } = useTranslation('marketing');
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  // The plugin only moves the slides; when it plays is decided here, in one place.
  const autoplay = useMemo(
    () => Autoplay({ delay: AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: true }),
    [],
  );
  const [viewportRef, api] = useEmblaCarousel(
    { loop: true, align: 'start', duration: reducedMotion ? 0 : EMBLA_DURATION_FOR_700_MS },
    [autoplay],
  );
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const [selected, setSelected] = useState(0);
  const playing = !reducedMotion && !pausedByVisitor && !hovered && !focused;

  const playingNow = useRef(playing);
  useEffect(() => {
    playingNow.current = playing;
    if (api) applyAutoplay(api, autoplay, playing);
  }, [api, autoplay, playing]);
  // Embla re-initialises its plugins when the layout changes (a resize across 992 px changes
  // the number of snaps), so the decision is applied again each time.
  useEffect(() => {
    if (!api) return;
    const onReInit = () => applyAutoplay(api, autoplay, playingNow.current);
    api.on('reInit', onReInit);
    return () => {
      api.off('reInit', onReInit);
    };
  }, [api, autoplay]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);

  return (
    <div
      className="pricing"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="pricing__viewport" ref={viewportRef}>
        <div className="pricing__track">
          {plans.map((plan, index) => (
            <div
              key={plan.id}
              className="pricing__slide"
              role="group"
              aria-roledescription={t('pricing.slide')}
              aria-label={t('pricing.slideLabel', { index: index + 1, count: plans.length })}
              aria-current={index === selected ? 'true' : undefined}
            >
              <PricingCard plan={plan} />
            </div>
          ))}
        </div>
      </div>
      <div className="pricing__controls">
        <button type="button" className="icon-button pricing__control" onClick={previous}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{t('pricing.previous')}</span>
        </button>
        {reducedMotion ? null : (
          <button
            type="button"
            className="button button--ghost pricing__pause"
            aria-pressed={pausedByVisitor}
            onClick={() => setPausedByVisitor((value) => !value)}
          >
            {t('pricing.pause')}
          </button>
        )}
        <button type="button" className="icon-button pricing__control" onClick={next}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{t('pricing.next')}</span>
        </button>
      </div>
    </div>
  );
}

export function PricingSection() {
  const { t } = useTranslation('marketing');
  // Read and drawn once near the screen: far below the home page's first one (useNearViewport).
  const { ref, near } = useNearViewport<HTMLElement>();
  const plans = useQuery({ ...marketingQueries.pricing(), enabled: near });
  return (
    <ContentSection
      ref={ref}
      roleDescription={t('pricing.carousel')}
      title={t('pricing.title')}
      intro={t('pricing.intro')}
    >
      <QueryBlock query={plans} emptyText={t('pricing.empty')}>
        {(list) => <PricingSlides plans={list} />}
      </QueryBlock>
    </ContentSection>
  );
}
