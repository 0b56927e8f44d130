import '../apps/web/src/design-system/global.css';
import { SUPPORTED_LOCALES, type SupportedLocale } from '@senda/core/config';
import type { Preview } from '@storybook/react-vite';
import { installJourneyEditorWalk } from '../apps/web/src/storybook/journey-editor/edited-journey-handoff';
import { LOCALE_TOOL, VIEWPORT_NAMES } from '../apps/web/src/storybook/manager-texts';
import { StepNotInJourney } from '../apps/web/src/storybook/step-not-in-journey';
import { loadStoryEnv, type StoryEnv, type StoryParameters } from '../apps/web/src/storybook/story-env';
import { StoryRoot } from '../apps/web/src/storybook/story-root';
import { verifyStoryStates } from '../apps/web/src/storybook/verify-story-states';

const LOCALE_TITLES: Record<SupportedLocale, string> = {
  'es-MX': 'Español (México)',
  'en-US': 'English (US)',
};

const localeOf = (value: unknown): SupportedLocale =>
  SUPPORTED_LOCALES.includes(value as SupportedLocale) ? (value as SupportedLocale) : 'es-MX';

/** the spec's breakpoints: mobile ≤ 550 px, tablet ≤ 900 px, desktop above. */
const viewports = {
  mobile: { name: VIEWPORT_NAMES.mobile, styles: { width: '360px', height: '780px' }, type: 'mobile' },
  tablet: { name: VIEWPORT_NAMES.tablet, styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: VIEWPORT_NAMES.desktop, styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const envKeys = new WeakMap<StoryEnv, number>();
let nextEnvKey = 0;
/** One React key per loaded env. */
function storyEnvKey(env: StoryEnv): number {
  const known = envKeys.get(env);
  if (known !== undefined) return known;
  nextEnvKey += 1;
  const key = nextEnvKey;
  envKeys.set(env, key);
  return key;
}

// The journey editor's walk takes over the preview pages it opens (story-page-takeover.ts).
installJourneyEditorWalk();

const preview: Preview = {
  globalTypes: {
    locale: {
      // Writes the locale store. Said in both languages: Storybook cannot rename its toolbar by a global.
      description: LOCALE_TOOL.description,
      toolbar: {
        title: LOCALE_TOOL.title,
        icon: 'globe',
        items: SUPPORTED_LOCALES.map((value) => ({ value, title: LOCALE_TITLES[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'es-MX',
    viewport: { value: 'mobile', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    // Product people come for the journey editor: its group first, its way in ("Start here") first.
    options: {
      storySort: { order: ['Product', ['Editor de recorridos (Journey editor)', 'Journey preview']] },
    },
    controls: { expanded: true },
  },
  // Every story gets its own storage, services and an empty sandbox (the one set of MSW handlers).
  loaders: [
    async (context) => ({
      env: await loadStoryEnv(context.parameters as StoryParameters, localeOf(context.globals.locale)),
    }),
  ],
  decorators: [
    (Story, context) => {
      const env = context.loaded.env as StoryEnv;
      const parameters = context.parameters as StoryParameters;
      if (env.stepNotInJourney) return <StepNotInJourney {...env.stepNotInJourney} />;
      return (
        <StoryRoot
          // A story run again (a globals change, a remount) gets a new env from the loader: a new
          // root, so its screens start their machines in the new env, where the state check
          // records them. Kept, the root held the first env's services and machines, whose
          // recorders the new run had retired ("saw: nothing").
          key={storyEnvKey(env)}
          env={env}
          locale={localeOf(context.globals.locale)}
          withRouter={!parameters.senda?.route && !parameters.senda?.journey}
        >
          <Story />
        </StoryRoot>
      );
    },
  ],
  // A story is only done once it shows every state it claims (see verify-story-states.ts).
  afterEach: async (context) => {
    const parameters = context.parameters as StoryParameters;
    const env = context.loaded.env as StoryEnv | undefined;
    // A removed step's story claims states its journey no longer has; in the journey editor's
    // walk (a takeover of the page), the step is shown to the walk's customer, not the story's.
    if (env?.stepNotInJourney || env?.takenOver) return;
    await verifyStoryStates(parameters.machineStates ?? [], env);
  },
};

export default preview;
