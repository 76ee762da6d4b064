import type { InstructorSale } from '@/generated/model';
import { namesCourse } from '@/lib/capabilities/discovery';
import { fromMinorUnits, toMinorUnits } from '@/lib/format/minor-units';

/** The chart's span: this month and the eleven before it. */
export const MONTHS_SHOWN = 12;

export interface CourseEarnings {
  /** The course id, or its name when the server sends no id (an extension). */
  key: string;
  name: string;
  /** Net earnings in minor units. */
  netMinor: number;
}

export interface MonthEarnings {
  /** `2026-03`, the month in the interface's local time. */
  key: string;
  /** The month's first day, local time (for labels). */
  start: Date;
  netMinor: number;
  /** The month's net as the API speaks it (`'13860.00'`). */
  net: string;
  /** Per course, the largest first. */
  courses: CourseEarnings[];
}

/** What the chart draws and its table lists: the twelve months, in the wallet's currency. */
export interface EarningsFigures {
  months: readonly MonthEarnings[];
  currency: string;
}

const monthKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/**
 * Net earnings per month for the last twelve months, and per course within each month, summed in
 * minor units (never floats). A canceled sale earned nothing; a pending one counts, as the
 * wallet's pending earnings do. Months without sales are there with zero, so the chart and its
 * table always show twelve.
 */
export function monthlyEarnings(
  sales: readonly InstructorSale[],
  now: Date,
  courseName: (sale: InstructorSale) => string,
): MonthEarnings[] {
  const months: MonthEarnings[] = [];
  for (let back = MONTHS_SHOWN - 1; back >= 0; back -= 1) {
    const start = new Date(now.getFullYear(), now.getMonth() - back, 1);
    months.push({ key: monthKey(start), start, netMinor: 0, net: '0.00', courses: [] });
  }
  const byKey = new Map(months.map((month) => [month.key, month]));
  for (const sale of sales) {
    if (sale.status === 'canceled') continue;
    const month = byKey.get(monthKey(new Date(sale.created_at)));
    const minor = toMinorUnits(sale.net_amount);
    if (!month || minor === null) continue;
    month.netMinor += minor;
    const name = courseName(sale);
    // A sale that names no course (`money-details`) is known by its description.
    const key = namesCourse(sale) && sale.course_id != null ? String(sale.course_id) : name;
    const course = month.courses.find((entry) => entry.key === key);
    if (course) course.netMinor += minor;
    else month.courses.push({ key, name, netMinor: minor });
  }
  for (const month of months) {
    month.net = fromMinorUnits(month.netMinor);
    month.courses.sort((a, b) => b.netMinor - a.netMinor || a.name.localeCompare(b.name));
  }
  return months;
}
