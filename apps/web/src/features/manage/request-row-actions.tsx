import type { ComponentType } from 'react';
import type { FlowRowActions, RequestRowActionProps } from './flow-app';

/** Each request type's row action, from the `<flow>.row-actions.ts` of the flow that makes such requests. */
export const FLOW_ROW_ACTIONS: Readonly<Record<string, ComponentType<RequestRowActionProps>>> =
  Object.fromEntries(
    Object.values(
      import.meta.glob<FlowRowActions>('./*/*.row-actions.ts', { eager: true, import: 'default' }),
    ).flatMap((entry) => Object.entries(entry.actions)),
  );

/**
 * What a request's row in the line's requests lets the customer do (cancel a plan switch not yet
 * applied, withdraw a cancellation not yet done): the row action its flow names for the row's
 * request type, if any.
 */
export function RequestRowActions({ line, row }: RequestRowActionProps) {
  const Action = FLOW_ROW_ACTIONS[row.kind];
  return Action ? <Action line={line} row={row} /> : null;
}
