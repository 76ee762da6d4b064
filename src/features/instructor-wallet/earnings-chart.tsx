// The earnings chart, in a chunk of its own: recharts is loaded only when the wallet shows it
// (`npm run budget` keeps it out of the entry). recharts 3's accessibility layer makes the chart
// one tab stop: focus shows the first month's tooltip and the arrow keys move it, so the
// per-course breakdown is reached by keyboard as by hover. The table beside it says the same.
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { TooltipContentProps } from 'recharts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/ui/use-language';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { fromMinorUnits } from '@/lib/format/minor-units';
import { htmlLang } from '@/lib/i18n/languages';
import type { MonthEarnings } from './monthly-earnings';
import { monthLabel } from './month-label';
import { walletMoney } from './wallet-labels';

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
}: Pick<Partial<TooltipContentProps>, 'active' | 'payload'> & { currency: string }) {
  const { t } = useTranslation('instructor-wallet');
  const language = useLanguage();
  const datum = active ? (payload?.[0]?.payload as Datum | undefined) : undefined;
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
            <li key={course.key}>
              {course.name}: {walletMoney(fromMinorUnits(course.netMinor), currency, language)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function EarningsChart({
  months,
  currency,
}: {
  months: readonly MonthEarnings[];
  currency: string;
}) {
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
  return (
    <div className="earnings-chart" data-testid="earnings-chart">
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
            <MonthTooltip active={active} payload={payload} currency={currency} />
          )}
        />
        <Bar dataKey="value" name={t('earnings.net')} fill="var(--color-primary)" />
      </BarChart>
    </div>
  );
}
