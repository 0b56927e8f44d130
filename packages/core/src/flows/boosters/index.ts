export { saveAutoBooster } from './auto-booster.services.ts';
export {
  BOOSTERS_MESSAGES,
  type BoostersFlow,
  type BoostersMachine,
  createBoostersMachine,
} from './boosters.machine.ts';
export { BOOSTERS_FLOW_ID, boostersPagePath } from './boosters.pages.ts';
export { boosterOfferQuery } from './boosters.queries.ts';
export {
  AUTO_BOOSTER_MAX_PER_PERIOD,
  type AutoBoosterConsent,
  type AutoBoosterRefusal,
  allowedBoosters,
  autoBoosterChoice,
  autoBoosterConsentCheck,
  autoBoosterConsentFor,
  autoBoosterMayBuy,
  BOOSTER_SIZES_GB,
  type BoosterPlan,
  type BoosterProduct,
  type BoosterRefusal,
  boosterEligibility,
  boosterRefusalMessageId,
} from './boosters.rules.ts';
export {
  BOOSTER_ATTEMPTS,
  BOOSTER_CHOICE_STEP,
  type BoostersServices,
  boostersPaymentChoice,
  provideBoosters,
} from './boosters.services.ts';
export type { BoosterEligibleLine, BoostersLine, SubmittedBooster } from './boosters.types.ts';
export {
  type BoostersCommand,
  type BoostersScreen,
  type BoostersView,
  boosterIva,
  boostersView,
  chooseBooster,
} from './boosters.view.ts';
export {
  AUTO_BOOSTER_CONSENT,
  BOOSTER_NOT_ELIGIBLE,
  BOOSTER_REQUEST_TYPE,
  BOOSTERS_LINE_LINK,
} from './flow.ts';
export {
  type AutoBooster,
  AutoBoosterSchema,
  type Booster,
  type BoosterCard,
  type BoosterOffer,
  BoosterOfferSchema,
  BoosterSchema,
  boosterOffer,
  boosterOfferEndpoint,
} from './gateway/booster-offer.ts';
export {
  type BoughtBooster,
  BuyBoosterBodySchema,
  buyBooster,
  buyBoosterEndpoint,
} from './gateway/buy-booster.ts';
export {
  type UpdateAutoBoosterBody,
  UpdateAutoBoosterBodySchema,
  updateAutoBooster,
  updateAutoBoosterEndpoint,
} from './gateway/update-auto-booster.ts';
export type { BoostersMessageId } from './messages.ts';
export { BOOSTERS_ROUTES } from './routes.ts';
