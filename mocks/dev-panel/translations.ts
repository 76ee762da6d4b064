// The panel's words live beside the app's (src/locales/<language>/dev-panel.json, so the
// translation tests keep the three languages in step) but are bundled here, with the panel:
// the app's loader skips them, and production builds carry none.
import type { i18n as I18n } from 'i18next';

const files = import.meta.glob<Record<string, unknown>>('../../src/locales/*/dev-panel.json', {
  eager: true,
  import: 'default',
});

export const DEV_PANEL_NAMESPACE = 'dev-panel';

/** Adds the panel's namespace in every language to `i18n`. */
export function addDevPanelTranslations(i18n: I18n): void {
  for (const [path, resources] of Object.entries(files)) {
    const language = /\/locales\/([^/]+)\/dev-panel\.json$/.exec(path)?.[1];
    if (language) i18n.addResourceBundle(language, DEV_PANEL_NAMESPACE, resources, true, true);
  }
}
