import { earlyRescheduleTexts } from '@senda/core/flows/reschedule-delivery';
import { RESCHEDULE_DELIVERY_ROUTES } from '@senda/core/navigation';
import type { PrerenderedRoute } from '../../../prerender/prerendered-routes';

/**
 * The failed delivery's e-mail link (`code`): "Your new delivery", the heading the page shows
 * while the link's code is checked, then the notice its early script writes from the link's
 * validation read at byte zero (the failed delivery and until when the link works, or why it
 * cannot be used: the page's own sentence, where the page says it), then the check's
 * placeholder. The frame is drawn from
 * it only on that page, whose route loads the flows' texts before the app adopts the HTML
 * (prerender.browser.test.ts holds the adoption without a mismatch in both languages).
 */
export default {
  path: RESCHEDULE_DELIVERY_ROUTES.simOnly,
  titleId: 'reschedule_delivery.flow.title',
  placeholders: ['16rem'],
  early: { reader: 'reschedule', texts: earlyRescheduleTexts, tone: 'warning' },
} satisfies PrerenderedRoute;
