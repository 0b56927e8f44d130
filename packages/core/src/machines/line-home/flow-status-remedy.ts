import type { NeededFacts } from '../../flow-declarations/flow-wing.ts';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { GatewayQueryDefinition } from '../../queries/query-definition.ts';

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
 * A wing's answer to a line state's "what to do" sentence whose offer depends on the gateway: the
 * default export of its `flows/<flow>/<state>.status-remedy.ts`, whose file name says the state it
 * answers (flow-status-remedies.ts reads the name, and loads the module only for a line in that
 * state). It holds the read its wing makes for it (key and call, in the wing's folder) and its
 * offer, which reads that read's answer and the line's facts it names in `needs` (the line page
 * hands it those and no other).
 *
 * `offered` is a method, so a remedy of any facts is a FlowStatusRemedy<object, …> where the line
 * page keeps them all; that the offer reads the answer of its own read is checked where a remedy is
 * written (defineStatusRemedy) and where a link is read from it (wingRemedyLink).
 */
export interface FlowStatusRemedy<Facts extends object = object, TAnswer = unknown> {
  /** Every fact of the line its offer reads, by the line's field name. */
  readonly needs: NeededFacts<Facts>;
  readonly query: (gateway: GatewayClient, line: RemedyQueryLine) => GatewayQueryDefinition<TAnswer>;
  offered(line: Facts, answer: TAnswer | undefined): RemedyAnswer | undefined;
  /** What the sentence says instead once the customer asked for the flow ('requested'). */
  readonly requestedId: MessageId;
}

/**
 * A wing's status remedy. Its read's answer and the answer its offer reads are one type, TAnswer:
 * `offered` is checked here as a function (its parameters strictly), so an offer reading an answer
 * another read gives does not compile. The facts it reads are inferred from the offer, and `needs`
 * must name every one of them.
 */
export const defineStatusRemedy = <TAnswer, Facts extends object>(remedy: {
  readonly needs: NeededFacts<Facts>;
  readonly query: (gateway: GatewayClient, line: RemedyQueryLine) => GatewayQueryDefinition<TAnswer>;
  readonly offered: (line: Facts, answer: TAnswer | undefined) => RemedyAnswer | undefined;
  readonly requestedId: MessageId;
}): FlowStatusRemedy<Facts, TAnswer> => remedy;
