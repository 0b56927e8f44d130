export {
  EARLY_PAYLINK_TEXT_IDS,
  type EarlyPaylinkAnswer,
  type EarlyPaylinkRead,
  earlyPaylinkAnswer,
  earlyPaylinkSentence,
  earlyPaylinkTexts,
  isPaylinkDetailsRead,
} from './early-paylink.ts';
export {
  PAYLINK_MESSAGES,
  type PaylinkContext,
  type PaylinkMachine,
  paylinkMachine,
} from './paylink.machine.ts';
export {
  paylinkGatewayCalls,
  paylinkInput,
  paylinkPaymentOrder,
  providePaylinkMachine,
} from './paylink.services.ts';
export type { PaylinkCalls, PaylinkEvent, PaylinkInput, PaylinkRead } from './paylink.types.ts';
export { type PaylinkScreen, type PaylinkView, paylinkExpiredPath, paylinkView } from './paylink.view.ts';
