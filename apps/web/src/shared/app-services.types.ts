import type { DeployConfig } from '@senda/core/config';
import type { GatewayClient } from '@senda/core/gateway';
import type { AnalyticsSink, SessionBootstrap } from '@senda/core/session';
import type { Stores } from '@senda/core/stores';
import type { QueryClient } from '@tanstack/react-query';
import type { FirstFrame, FrameContentComponent } from './first-frame';

/**
 * Everything one running storefront needs, made once at start-up and handed to React through
 * context. Tests and Storybook build their own with in-memory storage.
 */
export interface AppServices {
  stores: Stores;
  /** What the page was opened with (reset, guest flow, token change…), read before the URL was cleaned. */
  boot: SessionBootstrap;
  gateway: GatewayClient;
  monitoring: MonitoringSink;
  config: AppConfig;
  /** The one cache of gateway answers (core's createQueryClient), read by services and screens. */
  queryClient: QueryClient;
  /** The frame the page load's HTML was prerendered with and is hydrated from, if any. */
  firstFrame?: FirstFrame | undefined;
  /** The component that draws the first frame's `content`, loaded before the app hydrates it. */
  firstFrameContent?: FrameContentComponent | undefined;
}

/**
 * The operator's deploy config (core's DeployConfigSchema: gateway, tag manager, flag service,
 * telemetry collector, reCAPTCHA key, payment provider origins), plus what the build fixes.
 */
export interface AppConfig extends DeployConfig {
  /** The sandbox demo (app-config.ts): the OTP mailbox shows. */
  sandbox: boolean;
  helpCentreUrl: string;
}

/**
 * Page views and the spec's analytics events: pushed to `window.dataLayer` for the operator's tag
 * manager (apps/web/src/analytics), gated by the customer's privacy choice.
 */
export type MonitoringSink = AnalyticsSink;
