export {
  CARD_UPDATE_STEPS,
  type CardUpdateCollectMachine,
  type CardUpdateStep,
  cardUpdateCollector,
  createCardUpdateCollectMachine,
  VERIFIED_RESUME_MS,
} from './card-update.collect.ts';
export {
  CARD_UPDATE_MESSAGES,
  type CardUpdateFlow,
  type CardUpdateMachine,
  createCardUpdateMachine,
} from './card-update.machine.ts';
export { cardUpdateDonePath, cardUpdatePagePath } from './card-update.pages.ts';
export {
  type CardUpdateEligibility,
  type CardUpdateLineAction,
  type CardUpdateRefusal,
  cardUpdateEligibility,
  cardUpdateLineAction,
  cardUpdateRefusalMessageId,
} from './card-update.rules.ts';
export {
  type CardUpdateServices,
  cardUpdateCollect,
  cardUpdateGatewayCalls,
  provideCardUpdate,
} from './card-update.services.ts';
export type {
  CardUpdateEligibleLine,
  CardUpdateGatewayCalls,
  CardUpdateLine,
  SubmittedCardUpdateRequest,
} from './card-update.types.ts';
export {
  type CardUpdateCollectRef,
  type CardUpdateCommand,
  type CardUpdateScreen,
  type CardUpdateView,
  cardUpdateStepOf,
  cardUpdateView,
} from './card-update.view.ts';
export { UPDATE_CARD_LINE_ACTION } from './flow.ts';
export * from './gateway/index.ts';
export type { CardUpdateMessageId } from './messages.ts';
export { UPDATE_CARD_ROUTES } from './routes.ts';
