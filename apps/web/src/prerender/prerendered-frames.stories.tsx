import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAGE_ROUTES } from '../app/route-table';
import { loadFrameContent } from '../shell/frame-contents';
import { renderApp, routeStory } from '../storybook/story-kit';
import { PRERENDERED_ROUTES } from './prerendered-routes';
import { frameFor } from './route-frame-spec';

/**
 * The prerendered pages' frames: what a customer sees from the HTML alone, before any
 * script has run, and keeps seeing until the page is there. Here the app draws the frame itself,
 * the page load held at its maintenance check, as it does on a page load whose HTML was in the
 * other language.
 */
export default { title: 'App/Prerendered frames', render: renderApp } satisfies Meta;

const HELD_MS = 120_000;

const frameStory = (path: string): StoryObj => {
  const route = PRERENDERED_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${path} is not prerendered`);
  return routeStory(path, {
    states: ['appBoot.checkingMaintenance'],
    sandbox: { faults: [{ kind: 'latency', route: 'maintenanceStatus', latencyMs: HELD_MS }] },
    setup: async (env) => {
      const frame = frameFor(
        route,
        env.services.stores.store.get(env.services.stores.locale.currentLocale),
        PAGE_ROUTES,
      );
      env.services.firstFrame = frame;
      // As main.tsx does: a frame drawn by its page's own component has it loaded first.
      if (frame.content) env.services.firstFrameContent = await loadFrameContent(frame.content);
    },
  });
};

export const PlanSelection: StoryObj = frameStory('/web/pre-checkout');
export const LogInCode: StoryObj = frameStory('/web/verify-otp/login');
export const OrderSummary: StoryObj = frameStory('/web/order-summary');
export const LinePage: StoryObj = frameStory('/manage/order');
export const LogIn: StoryObj = frameStory('/web/login');
export const SignUp: StoryObj = frameStory('/web/signup');
export const Maintenance: StoryObj = frameStory('/maintenance');
export const CloseWebview: StoryObj = frameStory('/closewebview');
export const PayByLink: StoryObj = frameStory('/payment/paylink');
export const RescheduleLink: StoryObj = frameStory('/reschedule_delivery/sim_only');
