import type { LazyMessageArea, MessageId } from '@senda/core/i18n';
import type { ComponentType } from 'react';
import type { LayoutKind } from '../layouts/layout-kind';

/**
 * A page the router registers, with its layout, analytics page name and guard. Journey steps
 * are not pages: their routes, layouts and page names come from the journey JSON.
 */
export interface PageRoute {
  path: string;
  /** `none` = rendered bare (retail onboarding, webview close targets). */
  layout: LayoutKind | 'none';
  pageName: string;
  /** The page's own title (`document.title`, "<title> · Senda"): one message id per route. */
  titleId: MessageId;
  guard?: 'login';
  /**
   * `wide`: on a tablet and a desktop the page lays its parts out in a grid as wide as the header
   * (the home, the line page, the profile, the orders); the default keeps the reading column.
   */
  width?: 'reading' | 'wide';
  load: () => Promise<{ default: ComponentType }>;
  /**
   * The message areas the page shows beyond the language's main chunk, loaded with its module:
   * core's MESSAGE_AREA_PAGES says which (route-table.test.ts checks every page says the same), read
   * here so that the first load, which has the storefront's pages, does not carry that table.
   */
  messageAreas?: readonly LazyMessageArea[];
  /** One component for every route of this page module (see ServiceFlowPages.keepsPageAcrossRoutes). */
  keepsPageAcrossRoutes?: boolean;
}
