/**
 * Marks a control whose accessible name changes with the language (the language switcher's
 * trigger), so take-over-first-screen.ts matches it to its prerendered twin by this key instead:
 * a language chosen before the app started (early-language-menu.ts) renames it.
 */
export const takeOverKeyAttribute = 'data-take-over-key';
