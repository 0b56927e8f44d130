import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderApp, routeStory } from '../../storybook/story-kit';

/** The webview close targets: the native app is told to close; the page says the window can be closed. */
export default { title: 'Pages/Webview close', render: renderApp } satisfies Meta;

export const CloseWebview: StoryObj = routeStory('/closewebview');
export const LoggedOut: StoryObj = routeStory('/logged_out');
