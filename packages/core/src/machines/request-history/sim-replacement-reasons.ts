import type { SimReplacementReason } from '../../gateway/service-requests/service-request.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';

/**
 * Why a SIM was replaced, in the customer's words: the request history's row says it, and SIM
 * replacement's own pages offer and repeat it (its wing reads it from here, below the wings).
 */
export const SIM_REPLACEMENT_REASON_LABELS: Readonly<Record<SimReplacementReason, MessageId>> = {
  LOST_OR_STOLEN: 'sim_replacement.reason.lost_or_stolen',
  DAMAGED: 'sim_replacement.reason.damaged',
  SIM_TYPE_CHANGE: 'sim_replacement.reason.sim_type_change',
  NEW_PHONE: 'sim_replacement.reason.new_phone',
};
