import type { GatewayClient } from '../../gateway/gateway-client.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { GatewayQueryDefinition } from '../../queries/query-definition.ts';
import type { LineStateKind } from './line-home.rules.ts';

/**
 * A flow's own answer for this line, read by its wing's rule from the gateway's answer: offered at
 * `path`, or already asked for ('requested'); null when refused for another reason, undefined while
 * the answer is not in.
 */
export type RemedyAnswer = { path: string } | 'requested' | null;

/** The line a remedy's read is asked for. */
export interface RemedyQueryLine {
  orderRef: string;
  accountNumber: string;
}

/**
 * A wing's answer to a line state's "what to do" sentence whose offer depends on the gateway (its
 * `flows/<flow>/status-remedy.ts`, found by its name: flow-status-remedies.ts): the state it answers,
 * the read its wing makes for it (key and call, in the wing's folder), and its offer, which reads
 * that answer and the line's facts it names in `needs` (the line page hands it those and no other).
 * The line page asks the read only for a line in that state.
 */
export interface FlowStatusRemedy<Facts extends object = object, Answer = unknown> {
  readonly answers: LineStateKind;
  /** Every fact of the line its offer reads, by the line's field name. */
  readonly needs: { readonly [Fact in keyof Facts]-?: true };
  query(gateway: GatewayClient, line: RemedyQueryLine): GatewayQueryDefinition<Answer>;
  offered(line: Facts, answer: Answer | undefined): RemedyAnswer | undefined;
  /** What the sentence says instead once the customer asked for the flow ('requested'). */
  readonly requestedId: MessageId;
}

/**
 * A wing's status remedy (the default export of its status-remedy.ts): the facts and the answer its
 * offer reads are inferred from it, and `needs` must name every fact.
 */
export const flowStatusRemedy = <Facts extends object, Answer>(
  remedy: FlowStatusRemedy<Facts, Answer>,
): FlowStatusRemedy<Facts, Answer> => remedy;
