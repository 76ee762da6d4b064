// No imports: the in-browser mock's certificate PDF reads these too, and loads this file alone.

/**
 * Armenian month names, for a runtime whose `Intl` has no Armenian data (some browser builds
 * trim it): asked for `hy`, it answers in English ("October 22, 2026"). The genitive form follows
 * a day ("22 հոկտեմբերի"), the short one stands with a year, as Unicode's Armenian data has them.
 */
export const ARMENIAN_MONTHS = {
  genitive: [
    'հունվարի',
    'փետրվարի',
    'մարտի',
    'ապրիլի',
    'մայիսի',
    'հունիսի',
    'հուլիսի',
    'օգոստոսի',
    'սեպտեմբերի',
    'հոկտեմբերի',
    'նոյեմբերի',
    'դեկտեմբերի',
  ],
  short: ['հնվ', 'փտվ', 'մրտ', 'ապր', 'մյս', 'հնս', 'հլս', 'օգս', 'սեպ', 'հոկ', 'նոյ', 'դեկ'],
} as const;
