import { defineFlowEndpoints } from '../../navigation/flow-manifest.ts';
import { boosterOfferEndpoint } from './gateway/booster-offer.ts';
import { buyBoosterEndpoint } from './gateway/buy-booster.ts';
import { updateAutoBoosterEndpoint } from './gateway/update-auto-booster.ts';

/** The gateway calls the boosters add: allEndpoints lists them, and the sandbox's contract test holds the sandbox to them. */
export default defineFlowEndpoints('boosters', [
  boosterOfferEndpoint,
  buyBoosterEndpoint,
  updateAutoBoosterEndpoint,
]);
