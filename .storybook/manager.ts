import { GLOBALS_UPDATED, SET_CONFIG, SET_GLOBALS } from 'storybook/internal/core-events';
import { addons } from 'storybook/manager-api';
import { followChromeLanguage } from '../apps/web/src/storybook/manager-chrome-language.ts';
import { brandTitle } from '../apps/web/src/storybook/manager-texts.ts';
import { SIDEBAR_TITLES_ELEMENT, sidebarLabel } from '../apps/web/src/storybook/sidebar-labels.ts';

/** The sections' and screens' Spanish by id, written into this page by main.ts from the names files. */
function spanishTitles(): Record<string, string> {
  try {
    return JSON.parse(document.getElementById(SIDEBAR_TITLES_ELEMENT)?.textContent ?? '{}');
  } catch {
    return {};
  }
}
const titles = spanishTitles();

/**
 * The sidebar (and the story's name in the page title) in the toolbar's language: the Locale
 * global, read each time the sidebar renders a name (sidebar-labels.ts).
 */
addons.setConfig({
  sidebar: {
    renderLabel: (item, api) => sidebarLabel(item, api.getGlobals().locale, titles),
  },
});

/**
 * The brand above the sidebar and Storybook's own words (search box, toolbar, menus, panel tabs) in
 * the toolbar's language, set again whenever the Locale global arrives or changes, and after
 * Storybook applies its configuration (which puts its own theme back). Plain text: Storybook draws
 * a brand title as HTML.
 */
addons.register('senda/brand-language', (api) => {
  let locale: unknown = api.getGlobals().locale;
  const relabel = followChromeLanguage(document.body, () => locale);
  // The globals events carry the new globals; the API's own copy is updated after its listeners run.
  const follow = (payload?: { globals?: { locale?: unknown } }) => {
    locale = payload?.globals?.locale ?? api.getGlobals().locale;
    // The theme's variables (Storybook's `create` shape): a title without an image is drawn as text.
    api.setOptions({ theme: { brandTitle: brandTitle(locale), brandUrl: './' } });
    relabel();
  };
  follow();
  for (const event of [SET_GLOBALS, GLOBALS_UPDATED, SET_CONFIG]) api.on(event, follow);
});
