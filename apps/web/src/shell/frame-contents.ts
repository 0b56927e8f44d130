import type { FrameContentComponent } from '../shared/first-frame';
import type { FrameContent } from './frame-content-files';

/**
 * Each frame content's component, loaded only by the page load whose HTML was prerendered with it:
 * every other page load (and every later page) shows the generic frame or the spinner, so these
 * screens' parts (plan selection's SIM cards, sign-up's form, the maintenance and close cards) and
 * the design-system components they use stay out of the first load. The files are
 * frame-content-files.ts's, which the build preloads with the page.
 */
const LOADERS: Record<FrameContent, () => Promise<FrameContentComponent>> = {
  'plan-selection': () =>
    import('../features/purchase/pre-checkout/plan-selection-frame').then((m) => m.PlanSelectionFrame),
  signup: () => import('../features/purchase/auth/signup-frame').then((m) => m.SignupFrame),
  maintenance: () => import('../features/other/maintenance-message').then((m) => m.MaintenanceFrame),
  'webview-close': () =>
    import('../features/webview-close/webview-close-frame').then((m) => m.WebviewCloseFrame),
  paylink: () => import('../features/payment/paylink-frame').then((m) => m.PaylinkFrame),
};

export const loadFrameContent = (content: FrameContent): Promise<FrameContentComponent> => LOADERS[content]();
