import type { MessageId } from '@senda/core/i18n';
import type { ComponentType } from 'react';
import type { LayoutKind } from '../layouts/layout-kind';

/**
 * A page the router registers (§2), with its layout, analytics page name and guard. Journey steps
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
  load: () => Promise<{ default: ComponentType }>;
  /** One component for every route of this page module (see ServiceFlowPages.keepsPageAcrossRoutes). */
  keepsPageAcrossRoutes?: boolean;
}
