import purchaseJourney from '@journeys/purchase.json';
import type { SupportedLocale } from '@senda/core/config';
import { countedWhenOpenedCold, loadJourney } from '@senda/core/journey';
import type { PageRoute } from '../app/page-route';
import { PURCHASE_WIDE_STEPS } from '../features/purchase/purchase-screen-files';
import { LAYOUT_PARTS } from '../layouts/layout-kind';
import type { FirstFrame } from '../shared/first-frame';
import type { PrerenderedRoute } from './prerendered-routes';

/** Where the page takes its layout: its entry in `pages`, or the journey file the app bundles. */
export function frameFor(
  route: PrerenderedRoute,
  locale: SupportedLocale,
  pages: readonly PageRoute[],
): FirstFrame {
  const shared = {
    path: route.path,
    locale,
    titleId: route.titleId,
    ...(route.subtitleId ? { subtitleId: route.subtitleId } : {}),
    back: route.back ?? false,
    ...(route.noteId ? { noteId: route.noteId } : {}),
    ...(route.content ? { content: route.content } : {}),
    placeholders: [...route.placeholders],
  };
  const page = pages.find((candidate) => candidate.path === route.path);
  if (page) {
    // A page without a layout draws its own, so only a frame of its own can stand for it.
    if (page.layout === 'none' && !route.content) throw new Error(`${route.path} has no layout to prerender`);
    return { ...shared, layout: page.layout, width: page.width ?? 'reading', progress: false };
  }
  const journey = loadJourney(purchaseJourney);
  const step = journey.stepByRoute(route.path);
  if (!step) throw new Error(`${route.path} is neither a page nor a step of the purchase journey`);
  return {
    ...shared,
    layout: step.layout,
    width: PURCHASE_WIDE_STEPS.has(step.name) ? 'wide' : 'reading',
    // The HTML is written for a visitor from outside: a log-in or sign-up then counts no step.
    progress: LAYOUT_PARTS[step.layout].progress && countedWhenOpenedCold(journey, step.name),
    ...(route.content === 'signup' ? { guestCheckout: journey.file.settings?.guestCheckout === true } : {}),
  };
}
