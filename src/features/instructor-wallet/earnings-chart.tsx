// The earnings chart, in a chunk of its own: recharts is loaded only when the wallet shows it
// (`npm run budget` keeps it out of the entry). recharts 3's accessibility layer makes the chart
// one tab stop: focus shows the first month's tooltip and the arrow keys move it, so the
// per-course breakdown is reached by keyboard as by hover; what the keys show is said in a live
// region. The table beside it says the same.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { TooltipContentProps } from 'recharts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/ui/use-language';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { htmlLang } from '@/lib/i18n/languages';
import type { EarningsFigures, MonthEarnings } from './monthly-earnings';
import { monthLabel } from './month-label';
import { courseShare, walletMoney } from './wallet-labels';

/** Below this width the chart's month labels stand upright. */
const NARROW_CHART = '(max-width: 640px)';

interface Datum {
  label: string;
  /** For the bar's height only; every amount shown is formatted from minor units. */
  value: number;
  month: MonthEarnings;
}

function MonthTooltip({
  active,
  payload,
  currency,
  onShow,
}: Pick<Partial<TooltipContentProps>, 'active' | 'payload'> & {
  currency: string;
  /** Told what the tooltip says, each time it shows another month. */
  onShow: (text: string) => void;
}) {
  const { t } = useTranslation('instructor-wallet');
  const language = useLanguage();
  const datum = active ? (payload?.[0]?.payload as Datum | undefined) : undefined;
  const spoken = datum
    ? [
        `${datum.label}: ${walletMoney(datum.month.net, currency, language)}`,
        ...(datum.month.courses.length === 0
          ? [t('earnings.noSales')]
          : datum.month.courses.map((course) => courseShare(course, currency, language))),
      ].join('; ')
    : null;
  useEffect(() => {
    if (spoken) onShow(spoken);
  }, [spoken, onShow]);
  if (!datum) return null;
  const { month } = datum;
  return (
    <div className="earnings-tooltip" data-testid="earnings-tooltip">
      <p className="earnings-tooltip__title">
        {datum.label}: {walletMoney(month.net, currency, language)}
      </p>
      {month.courses.length === 0 ? (
        <p>{t('earnings.noSales')}</p>
      ) : (
        <ul>
          {month.courses.map((course) => (
            <li key={course.key}>{courseShare(course, currency, language)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function EarningsChart({ months, currency }: EarningsFigures) {
  const { t } = useTranslation('instructor-wallet');
  const language = useLanguage();
  // On a phone the chart is about 300 px wide: twelve slanted labels would overlap, so they
  // stand upright, each in its own column.
  const narrow = useMediaQuery(NARROW_CHART);
  const data: Datum[] = months.map((month) => ({
    label: monthLabel(month.start, language),
    value: month.netMinor / 100,
    month,
  }));
  const box = useRef<HTMLDivElement>(null);
  // Only what the keys show is said: a pointer moving over the bars stays quiet.
  const [spoken, setSpoken] = useState('');
  const onShow = useCallback((text: string) => {
    if (box.current?.contains(document.activeElement)) setSpoken(text);
  }, []);
  // recharts draws its layers into <g> elements that React listens on as portal containers, and
  // Chromium makes an SVG element with focus listeners a Tab stop: five unnamed stops after the
  // chart's own. Taken out of the Tab order, the chart is the one stop its keys work from.
  useLayoutEffect(() => {
    const root = box.current;
    if (!root) return;
    const quiet = () => {
      for (const layer of root.querySelectorAll(
        'g[class*="recharts-zIndex-layer"]:not([tabindex])',
      ))
        layer.setAttribute('tabindex', '-1');
    };
    quiet();
    const observer = new MutationObserver(quiet);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div className="earnings-chart" data-testid="earnings-chart" ref={box}>
      <BarChart
        width={720}
        height={narrow ? 360 : 280}
        data={data}
        title={t('earnings.chartTitle')}
        desc={t('earnings.chartDescription')}
        style={{
          width: '100%',
          maxWidth: 720,
          height: 'auto',
          aspectRatio: narrow ? '720 / 360' : '720 / 280',
        }}
        responsive
        margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="label"
          tick={{ fontSize: narrow ? 11 : 12, className: 'earnings-chart__month' }}
          interval={0}
          angle={narrow ? -90 : -30}
          textAnchor="end"
          height={narrow ? 96 : 56}
        />
        <YAxis
          width={narrow ? 48 : 72}
          tick={{ fontSize: 12 }}
          tickFormatter={(value: number) =>
            new Intl.NumberFormat(htmlLang[language], { notation: 'compact' }).format(value)
          }
        />
        <Tooltip
          content={({ active, payload }) => (
            <MonthTooltip active={active} payload={payload} currency={currency} onShow={onShow} />
          )}
        />
        <Bar dataKey="value" name={t('earnings.net')} fill="var(--color-primary)" />
      </BarChart>
      <p className="visually-hidden" role="status" data-testid="earnings-announcer">
        {spoken}
      </p>
    </div>
  );
}
