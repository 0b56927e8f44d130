import type { MessageId } from '../../i18n/messages/index.ts';
import { defineServiceFlow } from '../../navigation/flow-manifest.ts';
import { AUTO_RENEWAL_ROUTES } from '../../navigation/routes.ts';

/** Auto-renewal's entry on the line page (auto-renewal.rules.ts offers it on a line with a period). */
export const AUTO_RENEWAL_LINE_ACTION = {
  labelId: 'line.action.auto_renewal',
  path: AUTO_RENEWAL_ROUTES.details,
} as const satisfies { labelId: MessageId; path: string };

export default defineServiceFlow({
  id: 'auto-renewal',
  order: 30,
  // The details, one form (the terms, the card, the consent) and its review: no journey file.
  journey: null,
  routes: {
    [AUTO_RENEWAL_ROUTES.details]: 'auto_renewal.details.title',
    [AUTO_RENEWAL_ROUTES.payment]: 'auto_renewal.terms.title',
    [AUTO_RENEWAL_ROUTES.cardPayment]: 'auto_renewal.card_payment.title',
  },
  lineAction: AUTO_RENEWAL_LINE_ACTION,
  // A first payment is paid by card on its own page (the card that pays renews the line).
  texts: ['auto_renewal'],
  servicePayment: false,
  scenarios: ['auto-renewal-on', 'auto-renewal-off'],
});
