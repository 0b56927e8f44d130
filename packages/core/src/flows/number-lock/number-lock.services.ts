import { fromPromise } from 'xstate';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { provideStepUpMachine } from '../../machines/step-up/step-up.services.ts';
import { customerQueryKeys } from '../../queries/query-definition.ts';
import { type NumberLock, numberLock, updateNumberLock } from './gateway/number-lock.ts';
import { numberLockMachine } from './number-lock.machine.ts';
import { numberLockQuery } from './number-lock.queries.ts';
import { withNumberLock } from './number-lock.rules.ts';

/** What the lock needs of a QueryClient: the switch as shown, before and after the call. */
interface NumberLockCache {
  getQueryData(key: readonly unknown[]): unknown;
  setQueryData(key: readonly unknown[], data: NumberLock): unknown;
  invalidateQueries(filters: { queryKey: readonly unknown[] }): Promise<void>;
}

export interface NumberLockDeps {
  gateway: GatewayClient;
  queryClient: NumberLockCache;
}

type LineKeys = { orderRef: string; accountNumber: string };

/**
 * What a change of the lock changes: this line's reads (its SIM replacement's eligibility says
 * NUMBER_LOCKED or not), no other line's.
 */
const lockChanged = (deps: NumberLockDeps, orderRef: string) =>
  deps.queryClient.invalidateQueries({ queryKey: customerQueryKeys.line(orderRef) });

/**
 * Turns the lock on, in one tap: the switch moves at once (the cache holds the new value while the
 * call runs); the gateway's answer then replaces it and the line's reads are read again, or, if
 * the call fails, the switch goes back and the error reaches the page to say so.
 */
export async function lockNumber(deps: NumberLockDeps, line: LineKeys): Promise<NumberLock> {
  const { queryKey } = numberLockQuery(deps.gateway, line);
  const saved = deps.queryClient.getQueryData(queryKey) as NumberLock | undefined;
  if (saved) deps.queryClient.setQueryData(queryKey, withNumberLock(saved, true));
  try {
    const answer = await updateNumberLock(deps.gateway, { accountNumber: line.accountNumber, locked: true });
    deps.queryClient.setQueryData(queryKey, answer);
    void lockChanged(deps, line.orderRef);
    return answer;
  } catch (error) {
    if (saved) deps.queryClient.setQueryData(queryKey, saved);
    throw error;
  }
}

/** The unlock page's machine wired to the gateway: the read, the step-up, the call with its proof. */
export function provideNumberLockMachine(deps: NumberLockDeps, line: LineKeys) {
  return numberLockMachine.provide({
    actors: {
      stepUp: provideStepUpMachine(deps.gateway),
      readLock: fromPromise(({ input }) => numberLock(deps.gateway, input)),
      unlock: fromPromise(({ input }) =>
        updateNumberLock(
          deps.gateway,
          { accountNumber: input.accountNumber, locked: false },
          input.stepUpToken,
        ),
      ),
    },
    actions: {
      lockChanged: () => void lockChanged(deps, line.orderRef),
    },
  });
}
