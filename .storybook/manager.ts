import { addons } from 'storybook/manager-api';
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
