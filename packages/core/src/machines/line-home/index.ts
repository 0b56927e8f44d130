export type { LineDetail, LineRowText } from '../../flow-declarations/flow-wing.ts';
export { isNotFound, type LineHomeData, loadLineHome } from '../../queries/line-home.read.ts';
export {
  type EarlyLineStatusTexts,
  earlyLineStatusSentence,
  earlyLineStatusTexts,
  isGlobalConfigRead,
  isOrderRead,
  LINE_STATUS_DATE_MARK,
} from './early-line-status.ts';
export type { LineBoxPlacement } from './flow-line-box.ts';
export type { FlowStatusRemedy } from './flow-status-remedy.ts';
export { FLOW_LINE_BOXES, type LineBox } from './line-boxes.ts';
export {
  isFailedTransfer,
  LINE_STATE_KINDS,
  type LineAction,
  type LineActionId,
  type LineFacts,
  type LineState,
  type LineStateKind,
  lineActions,
  lineFlowsShown,
  lineState,
  lineStateKind,
  lineStatusExplanation,
} from './line-home.rules.ts';
export { type LineHomeView, lineHomeView } from './line-home.view.ts';
export type { LineRow } from './line-rows.ts';
export { LINE_STATUS_MEANING_IDS, lineRenews, lineStatusMeaning } from './line-status-meaning.ts';
export {
  invoiceRequestedIn,
  invoiceRequestPath,
  lineInvoiceSectionShown,
  type OrderReceiptView,
  orderReceiptView,
} from './order-receipt.ts';
export {
  loadStatusRemedy,
  type RemedyAnswer,
  type StatusRemedy,
  type StatusRemedyLink,
  statusRemedyLink,
  wingRemedyLink,
} from './status-remedy.ts';
export {
  type FlowUsageOffer,
  type UsageFacts,
  type UsageLevel,
  type UsageOfferSlot,
  usageOffer,
} from './usage-offer.ts';
export { FLOW_USAGE_OFFERS, type UsageOffers, usageOffers } from './usage-offers.ts';
