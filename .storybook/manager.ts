import { addons } from 'storybook/manager-api';
import { sidebarLabel } from '../apps/web/src/storybook/sidebar-labels.ts';

/**
 * The sidebar (and the story's name in the page title) in the toolbar's language: the Locale
 * global, read each time the sidebar renders a name (sidebar-labels.ts).
 */
addons.setConfig({
  sidebar: {
    renderLabel: (item, api) =>
      sidebarLabel(
        item.name,
        item.type === 'story' || item.type === 'docs' ? 'story' : 'title',
        api.getGlobals().locale,
      ),
  },
});
