import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderApp, routeStory } from '../storybook/story-kit';

/**
 * Page load, as the app-boot machine runs it (packages/core/src/machines/app-boot): maintenance
 * status, global config, remote locale keys, against the sandbox. A latency fault holds a load on
 * screen; a fault or the sandbox's maintenance switch takes the machine where the real ones would.
 */
export default { title: 'App/Page load', render: renderApp } satisfies Meta;

const HELD_MS = 120_000;
const held = (route: string) => ({ faults: [{ kind: 'latency' as const, route, latencyMs: HELD_MS }] });

/** Asking whether the storefront is in maintenance: the full-page spinner, never a blank page. */
export const CheckingMaintenance: StoryObj = routeStory('/web/pre-checkout', {
  states: ['appBoot.checkingMaintenance'],
  sandbox: held('maintenanceStatus'),
});

/** Loading the global config (first visit, nothing cached). */
export const LoadingConfig: StoryObj = routeStory('/web/pre-checkout', {
  states: ['appBoot.loadingConfig'],
  sandbox: held('globalConfig'),
});

/** Loading the remote locale keys (the link says `reset=true`, so they are fetched again). */
export const LoadingLocale: StoryObj = routeStory('/?reset=true', {
  states: ['appBoot.loadingLocale'],
  sandbox: held('appLocale'),
});

/** The config cannot be loaded: "Desafíos técnicos" with a reload button. */
export const TechnicalDifficulties: StoryObj = routeStory('/web/pre-checkout', {
  states: ['appBoot.technicalDifficulties'],
  sandbox: { faults: [{ kind: 'server_error', route: 'globalConfig' }] },
});

/**
 * Maintenance switched on: the machine redirects (a full navigation, with the page as
 * returnUrl), the story reloads there: the maintenance page.
 */
export const Maintenance: StoryObj = routeStory('/web/pre-checkout?promo_code=BIENVENIDA10', {
  states: ['appBoot.maintenance', 'appBoot.ready'],
  sandbox: { maintenance: true },
});

/** The config answers 429: the rate-limit page, keeping the original URL. */
export const RateLimited: StoryObj = routeStory('/web/pre-checkout', {
  states: ['appBoot.rateLimited'],
  sandbox: { faults: [{ kind: 'rate_limited', route: 'globalConfig' }] },
});

/** Loaded; an unknown path goes to the 404 page (the spec's catch-all). */
export const NotFound: StoryObj = routeStory('/web/no-such-page', { states: ['appBoot.ready'] });
