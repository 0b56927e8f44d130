import * as v from 'valibot';
import { fromPromise } from 'xstate';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { portInEligibility } from '../../gateway/port-in/port-in-eligibility.ts';
import { validatePortInNumber } from '../../gateway/port-in/validate-port-in-number.ts';
import { validatePortInOtp } from '../../gateway/port-in/validate-port-in-otp.ts';
import { choosePortIn } from '../../purchase/connection-details.rules.ts';
import type { ConnectionStepData } from '../../purchase/connection-details.step-data.ts';
import type { Stores } from '../../stores/create-stores.ts';
import { readDraftField, type StepDraftLocation } from '../../stores/step-drafts.store.ts';
import { portInMachine } from './port-in.machine.ts';
import type { PortInInput } from './port-in.types.ts';

export interface PortInServicesDeps {
  gateway: GatewayClient;
  stores: Pick<Stores, 'store' | 'onboarding'>;
}

/** The draft field the transfer's typed details live in. */
const TRANSFER_DRAFT_FIELD = 'transfer';
const TransferDraftSchema = v.object({
  donorId: v.string(),
  number: v.string(),
  donorFromNumber: v.optional(v.boolean(), false),
});

/**
 * The port-in machine wired to the gateway, the order (onboarding store) and the step's draft
 * (`draft`: the step the screen was opened for; null outside a journey, where nothing is kept).
 */
export function providePortInMachine(
  { gateway, stores }: PortInServicesDeps,
  draft: StepDraftLocation | null,
) {
  const { store, onboarding } = stores;
  return portInMachine.provide({
    actors: {
      checkNumber: fromPromise(({ input }) => validatePortInNumber(gateway, input)),
      requestCode: fromPromise(({ input }) => portInEligibility(gateway, input)),
      checkCode: fromPromise(({ input }) => validatePortInOtp(gateway, input)),
    },
    actions: {
      // The store first, then the journey (`verified` follows): the order cites the request id.
      recordTransfer: (_, transfer) => {
        store.set(onboarding.state, (previous) => choosePortIn(previous, transfer));
      },
      keepDraft: (_, typed) => {
        if (draft)
          store.set(onboarding.drafts.writeField, { ...draft, field: TRANSFER_DRAFT_FIELD, value: typed });
      },
    },
  });
}

/**
 * Where the transfer starts: the operator and number typed before a reload (the draft), else what
 * the step kept, else the order's number. A transfer verified on an earlier visit is restored
 * (straight to verified) only while the order still carries that transfer: a new number chosen
 * since, or another number typed, means the code must be asked for again.
 */
export function portInMachineInput(
  { stores }: Pick<PortInServicesDeps, 'stores'>,
  draft: StepDraftLocation | null,
  saved: ConnectionStepData,
): PortInInput {
  const order = stores.store.get(stores.onboarding.state);
  const typed = draft
    ? readDraftField(
        stores.store.get(stores.onboarding.drafts.state),
        draft,
        TRANSFER_DRAFT_FIELD,
        TransferDraftSchema,
      )
    : undefined;
  const restored =
    saved.requestId &&
    saved.donorId &&
    saved.transferNumber &&
    order.selectedNumberType === 'PORT_IN' &&
    order.currentTelcoNumber === saved.transferNumber
      ? {
          donorId: saved.donorId,
          number: saved.transferNumber,
          requestId: saved.requestId,
          donorFromNumber: saved.donorFromNumber ?? false,
        }
      : null;
  return {
    ...(typed
      ? typed.value
      : {
          donorId: saved.donorId ?? '',
          number: saved.transferNumber ?? order.currentTelcoNumber,
          donorFromNumber: saved.donorFromNumber ?? false,
        }),
    restored,
  };
}
