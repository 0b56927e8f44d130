import type { RequestRowActionProps } from './flow-app';
import { FLOW_ROW_ACTIONS } from './flow-line-actions';

/**
 * What a request's row in the line's requests lets the customer do (cancel a plan switch not yet
 * applied, withdraw a cancellation not yet done): the row action its flow's line action names for
 * the row's request type, if any.
 */
export function RequestRowActions({ line, row }: RequestRowActionProps) {
  const Action = FLOW_ROW_ACTIONS[row.kind];
  return Action ? <Action line={line} row={row} /> : null;
}
