import { BREAKPOINT_MOBILE_MAX_PX, BREAKPOINT_TABLET_MAX_PX } from '@senda/core/config';
import { NAME_SEPARATOR } from './sidebar-labels';

/**
 * The words of Storybook's own frame (its manager: the brand, the toolbar) that Senda sets. The
 * brand follows the toolbar's language (manager.ts sets it each time the Locale global changes).
 * The toolbar's items are written once, in the preview's parameters and global types, and
 * Storybook has no way to change them with a global: they say both languages, Spanish first, as
 * the index's story names do. Storybook's own menus, search box and panels follow the language
 * through manager-chrome-words.ts.
 */

/** The brand above the sidebar, in the toolbar's language (Spanish unless English is chosen). */
export const brandTitle = (locale: unknown): string =>
  locale === 'en-US' ? 'Senda: screens and journeys' : 'Senda: pantallas y recorridos';

const both = (spanish: string, english: string) => `${spanish}${NAME_SEPARATOR}${english}`;

/** The Locale toolbar item: its name, and what its button's tooltip and label say. */
export const LOCALE_TOOL = {
  title: both('Idioma', 'Language'),
  description: both('Idioma de las pantallas', 'Language of the screens'),
};

/** The viewport menu's names, with the spec's breakpoints: mobile ≤ 550 px, tablet ≤ 900 px. */
export const VIEWPORT_NAMES = {
  mobile: `${both('Teléfono', 'Mobile')} (≤ ${BREAKPOINT_MOBILE_MAX_PX} px) 360×780`,
  tablet: `${both('Tableta', 'Tablet')} (≤ ${BREAKPOINT_TABLET_MAX_PX} px) 768×1024`,
  desktop: `${both('Escritorio', 'Desktop')} 1280×800`,
};
