import type { SubmittedServiceRequest } from '../../machines/service-request-template/index.ts';
import type { BoosterOffer } from './gateway/booster-offer.ts';

/** What an eligible line carries to the choice: the offer as read (add-ons, card, automatic booster). */
export type BoosterEligibleLine = BoosterOffer;

/** The submit answer: the request and the order to pay. */
export type SubmittedBooster = SubmittedServiceRequest;

/** The line the boosters are for. */
export interface BoostersLine {
  orderRef: string;
  accountNumber: string;
  status: string;
}
