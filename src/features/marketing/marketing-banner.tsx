import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBanner } from '@/components/ui/page-banner';

/** The marketing pages whose banner copy sits under `{page}.eyebrow`, `.title` and `.text`. */
export type MarketingBannerPage = 'about' | 'contact' | 'home' | 'teach' | 'why';

type MarketingBannerProps = Omit<
  ComponentProps<typeof PageBanner>,
  'tone' | 'title' | 'eyebrow' | 'text'
> & {
  page: MarketingBannerPage;
  tone?: ComponentProps<typeof PageBanner>['tone'];
  /** Values the title interpolates (the product on the teach page). */
  titleValues?: Record<string, string>;
};

/** A marketing page's banner, its words read by one convention from the page's keys. */
export function MarketingBanner({
  page,
  tone = 'tinted',
  titleValues,
  ...rest
}: MarketingBannerProps) {
  const { t } = useTranslation('marketing');
  return (
    <PageBanner
      tone={tone}
      eyebrow={t(`${page}.eyebrow`)}
      title={t(`${page}.title`, titleValues)}
      text={<p>{t(`${page}.text`)}</p>}
      {...rest}
    />
  );
}
