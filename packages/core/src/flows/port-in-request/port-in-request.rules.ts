import type { Line } from '../../gateway/lines/line.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { PORT_IN_REQUEST_LINE_ACTION } from './flow.ts';
import type {
  ActivePortInConfig,
  PortInCancelEligibility,
  PortInCancelRefusal,
  PortInReinitiationEligibility,
} from './gateway/index.ts';

/** Why a transfer may no longer be cancelled, in the customer's words. */
const CANCEL_REFUSALS: Readonly<Record<PortInCancelRefusal, MessageId>> = {
  SWITCH_SCHEDULED: 'port_in_request.cancel_refusal.switch_scheduled',
  NOT_PENDING: 'port_in_request.cancel_refusal.not_pending',
  OTHER: 'port_in_request.cancel_refusal.other',
};
export const portInCancelRefusalMessageId = (reason: PortInCancelRefusal): MessageId =>
  CANCEL_REFUSALS[reason];

/**
 * The number the line works on while its transfer is not done (and keeps when the customer
 * cancels it); once the transfer is DONE the line has the transferred number only, so no
 * temporary number is reported any more, whatever the gateway still sends.
 */
export function transferTemporaryNumber(line: Pick<Line, 'portIn'>): string | null {
  const portIn = line.portIn;
  if (!portIn?.temporaryNumber || portIn.status === 'DONE') return null;
  return portIn.temporaryNumber;
}

/**
 * The SMS that asks 051 for a NIP, as a link a phone opens in its messages app (`sms:051?body=NIP`),
 * from the config in force.
 */
export function nipRequestSmsLink(config: Pick<ActivePortInConfig, 'nipShortCode' | 'nipKeyword'>): string {
  return `sms:${config.nipShortCode}?body=${encodeURIComponent(config.nipKeyword)}`;
}

/**
 * The line page's entry for the transfer: "Cancel the transfer" while it may be
 * cancelled, "Try the transfer again" when it failed or was rejected, why not when it is still
 * running but may no longer be cancelled; nothing for a line whose number was not transferred or
 * whose transfer is over (done or cancelled), and nothing while the answers are not in.
 */
export type PortInRequestLineAction =
  | { kind: 'offer'; labelId: MessageId; path: string }
  | { kind: 'refused'; reasonId: MessageId };

export function portInRequestLineAction(
  line: Pick<Line, 'orderRef' | 'portIn'>,
  answers: { cancel: PortInCancelEligibility; reinitiation: PortInReinitiationEligibility } | undefined,
): PortInRequestLineAction | null {
  if (!line.portIn || !answers) return null;
  const path = managePath(PORT_IN_REQUEST_LINE_ACTION.path, line.orderRef);
  if (answers.cancel.cancelable) return { kind: 'offer', labelId: PORT_IN_REQUEST_LINE_ACTION.labelId, path };
  if (answers.reinitiation.eligible) {
    return { kind: 'offer', labelId: 'line.action.port_in_reinitiate', path };
  }
  if (answers.cancel.reason === 'SWITCH_SCHEDULED') {
    return { kind: 'refused', reasonId: portInCancelRefusalMessageId('SWITCH_SCHEDULED') };
  }
  return null;
}
