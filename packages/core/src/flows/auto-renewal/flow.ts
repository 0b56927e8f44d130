import type { MessageId } from '../../i18n/messages/index.ts';
import { defineFlow } from '../define-flow.ts';
import { autoRenewalLineRow } from './auto-renewal.line-row.ts';
import { AUTO_RENEWAL_ROUTES } from './routes.ts';

/** Auto-renewal's entry on the line page (auto-renewal.rules.ts offers it on a line with a period). */
export const AUTO_RENEWAL_LINE_ACTION = {
  labelId: 'line.action.auto_renewal',
  path: AUTO_RENEWAL_ROUTES.details,
} as const satisfies { labelId: MessageId; path: string };

export default defineFlow({
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
  // Why the line may not have it (the line page's actions say it), and its row on the line page.
  manageTexts: ['auto_renewal.refusal', 'auto_renewal.line_row'],
  lineRows: [autoRenewalLineRow],
  servicePayment: false,
  scenarios: ['auto-renewal-on', 'auto-renewal-off'],
  // Turning automatic renewal on, with its first payment when one is due: the spec names no type
  // for it, this is ours; the request history lists it under this label.
  requestTypes: { AUTO_RENEWAL: 'service_request.type.auto_renewal' },
  // Not in the spec: the sandbox answers them as 422910-422912 (the line cannot have it, the
  // consent box was not ticked, LFPC art. 76 Bis; the amount shown is no longer the price).
  errorCodes: [
    { code: 'AUTO_RENEWAL_NOT_ELIGIBLE', messageId: 'errors.auto_renewal_not_eligible' },
    { code: 'AUTO_RENEWAL_CONSENT_REQUIRED', messageId: 'errors.auto_renewal_consent_required' },
    { code: 'AUTO_RENEWAL_TERMS_CHANGED', messageId: 'errors.auto_renewal_terms_changed' },
  ],
});
