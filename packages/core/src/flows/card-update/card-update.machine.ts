import { createServiceRequestMachine } from '../../machines/service-request-template/index.ts';
import type { ServiceRequestMessages } from '../../machines/service-request-template/service-request-template.types.ts';
import { cardUpdateCollector } from './card-update.collect.ts';
import type { CardUpdateRefusal } from './card-update.rules.ts';
import type { CardUpdateEligibleLine, SubmittedCardUpdateRequest } from './card-update.types.ts';

export const CARD_UPDATE_MESSAGES = {
  notEligible: 'update_card.refusal.other',
  submitFailed: 'update_card.submit_failed',
  failed: 'update_card.failed',
  cancelled: 'update_card.failed',
  followLater: 'update_card.follow_later',
} as const satisfies ServiceRequestMessages;

/**
 * Card update (/manage/update-card/…, the spec's CHANGE_CARD_DETAILS) on the service-request
 * template: the line's eligibility, the collect child (the code to the account's e-mail, then the
 * new card in the provider's hosted fields: card-update.collect.ts), the review, the submit (the
 * gateway puts the card on the line) and the request followed to DONE. Nothing is paid and
 * nothing is cancelled (leaving before the submit changes nothing). The subject is the line's
 * account number; card-update.services.ts wires the actors. Its steps are journeys/card-update.json's
 * (checked against vocabulary.ts: the code must come before the card, and the card
 * before the review, so a product team changes their pages' layout and analytics, not their order).
 */
export function createCardUpdateMachine(journeySource: unknown) {
  return createServiceRequestMachine<CardUpdateEligibleLine, SubmittedCardUpdateRequest, CardUpdateRefusal>({
    id: 'cardUpdate',
    collect: cardUpdateCollector(journeySource),
    messages: CARD_UPDATE_MESSAGES,
  });
}

export type CardUpdateFlow = ReturnType<typeof createCardUpdateMachine>;
export type CardUpdateMachine = CardUpdateFlow['machine'];
