import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import type { JourneyOutcome } from '../../journey/index.ts';
import { collectChild } from './service-request-template.collect.ts';
import type { CollectInput } from './service-request-template.types.ts';

/** Logic taking `TInput` and ending with `TOutput`, to hold against the collect contract. */
function child<TInput, TOutput>() {
  return setup({ types: { input: {} as TInput, output: {} as TOutput } }).createMachine({
    initial: 'done',
    states: { done: { type: 'final' } },
  });
}

describe('the collect child', () => {
  it('is logic that takes CollectInput and ends with a JourneyOutcome, as tsc checks it', () => {
    expect(collectChild(child<CollectInput, JourneyOutcome>())).toBeDefined();
    // @ts-expect-error: it ends with something other than a JourneyOutcome
    collectChild(child<CollectInput, { paid: true }>());
    // @ts-expect-error: it needs an input the template does not give
    collectChild(child<{ plan: string }, JourneyOutcome>());
  });
});
