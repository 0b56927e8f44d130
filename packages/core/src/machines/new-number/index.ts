export {
  activeGolden,
  goldenSku,
  type NumberChoice,
  numberChoiceKey,
  numberChoices,
} from './new-number.golden.ts';
export { ladaForPostalCode, startingLada } from './new-number.lada.ts';
export { type NewNumberMachine, newNumberMachine } from './new-number.machine.ts';
export { goldenNumberCategoriesQuery, type NumberOffersDeps, numberOffers } from './new-number.queries.ts';
export {
  activeCategory,
  type LadaSearch,
  ladaSearch,
  lockEndOnThisPhone,
  lockRemainingMs,
  numberList,
  numberSearchError,
  searchForLada,
  shownNumbers,
} from './new-number.rules.ts';
export {
  type NewNumberServicesDeps,
  newNumberMachineInput,
  provideNewNumberMachine,
} from './new-number.services.ts';
export type {
  AvailabilityResult,
  LockInput,
  LockResult,
  NewNumberChosenEmitted,
  NewNumberContext,
  NewNumberDraft,
  NewNumberEvent,
  NewNumberInput,
  NumberChoiceOffers,
  NumbersSearchInput,
  RecordChoiceParams,
} from './new-number.types.ts';
export { type NewNumberLoad, type NewNumberView, newNumberView } from './new-number.view.ts';
