import type { QueryClient } from '@tanstack/query-core';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { ekycContextSpecifications } from '../../gateway/ekyc/ekyc-context-specifications.ts';
import type { EkycSpecifications } from '../../gateway/ekyc/ekyc-specifications.ts';
import { manualKycSubmit } from '../../gateway/ekyc/manual-kyc-submit.ts';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { getOrder } from '../../gateway/orders/get-order.ts';
import type { JourneyStepData } from '../../journey/journey-data.ts';
import { readStepData } from '../../purchase/purchase-step-data.schemas.ts';
import { invalidateLineQueries } from '../../queries/query-definition.ts';
import { ekycSpecificationsQuery } from '../../queries/reference-queries.ts';
import type { Stores } from '../../stores/create-stores.ts';
import { readDraftField, type StepDraftLocation } from '../../stores/step-drafts.store.ts';
import { manualEkycMachine } from './manual-ekyc.machine.ts';
import {
  type ManualEkycInput,
  type ManualEkycOutput,
  ManualEkycProgressSchema,
  type ManualEkycTarget,
  NOTHING_SENT,
} from './manual-ekyc.types.ts';

export interface ManualEkycServicesDeps {
  gateway: GatewayClient;
  queryClient: QueryClient;
  stores: Pick<Stores, 'store' | 'onboarding'>;
}

/** Step-draft fields: the ID type (as the screen kept it before) and what the gateway took. */
const DRAFT_FIELDS = { documentType: 'documentType', progress: 'progress' } as const;

/**
 * The check `/manage/manual-ekyc` asks for: the purchase's own (the onboarding context), for a
 * line bought without it (the purchase's is the one address details read: the cache's). Flows with a check of their own (SIM replacement, number recovery,
 * port-out) pass their context to manualEkycLineInput instead.
 */
export const LINE_EKYC_CONTEXT = 'ONBOARDING';

/**
 * A line's servicing context has its own check; a context the gateway does not list fails. The
 * line's order is read first: the gateway's 404 (none, or another customer's) ends in notFound
 * before anything can be uploaded against it.
 */
async function specificationFor(
  { gateway, queryClient }: Pick<ManualEkycServicesDeps, 'gateway' | 'queryClient'>,
  target: ManualEkycTarget,
): Promise<EkycSpecifications> {
  if (target.kind === 'purchase') return queryClient.fetchQuery(ekycSpecificationsQuery(gateway));
  await getOrder(gateway, { orderReference: target.orderRef });
  const specifications = await ekycContextSpecifications(gateway, { context: target.specificationContext });
  const match = specifications.find((candidate) => candidate.context === target.specificationContext);
  if (!match) throw new Error(`no eKYC specification for context ${target.specificationContext}`);
  const { context: _context, ...specification } = match;
  return specification;
}

/**
 * The manual-eKYC machine wired to the gateway and, in the purchase, to the step's draft
 * (`draft`: where the ID type and the uploads already taken survive a reload; null for a line,
 * whose page starts afresh).
 */
export function provideManualEkycMachine(
  { gateway, queryClient, stores }: ManualEkycServicesDeps,
  draft: StepDraftLocation | null,
) {
  return manualEkycMachine.provide({
    actors: {
      loadSpecification: fromPromise(({ input }) => specificationFor({ gateway, queryClient }, input)),
      submitUpload: fromPromise(async ({ input }) => {
        const { kycId } = await manualKycSubmit(gateway, input);
        // A line's identity check changes what its page says is pending.
        if (input.orderRef !== undefined) void invalidateLineQueries(queryClient, input.orderRef);
        return { kycId };
      }),
    },
    actions: {
      saveProgress: ({ context }) => {
        if (!draft) return;
        const write = (field: string, value: unknown) =>
          stores.store.set(stores.onboarding.drafts.writeField, { ...draft, field, value });
        write(DRAFT_FIELDS.documentType, context.documentType);
        write(DRAFT_FIELDS.progress, context.progress);
      },
    },
  });
}

/**
 * The purchase step's input: the draft first (typed, not submitted), then what the step saved
 * when it was submitted before; data of another shape counts as none.
 */
export function manualEkycPurchaseInput(
  { stores }: Pick<ManualEkycServicesDeps, 'stores'>,
  draft: StepDraftLocation | null,
  stepData: JourneyStepData,
): ManualEkycInput {
  const drafts = stores.store.get(stores.onboarding.drafts.state);
  const read = <S extends v.GenericSchema>(field: string, schema: S) =>
    draft ? readDraftField(drafts, draft, field, schema)?.value : undefined;
  const data = readStepData('manual-ekyc', stepData);
  return {
    target: { kind: 'purchase' },
    documentType: read(DRAFT_FIELDS.documentType, v.string()) ?? data.documentType ?? '',
    progress: read(DRAFT_FIELDS.progress, ManualEkycProgressSchema) ?? {
      ...NOTHING_SENT,
      kycIds: data.kycIds ?? [],
    },
    alreadySubmitted: data.submitted === true,
  };
}

/** A line's identity check (`/manage/manual-ekyc`): that context's specification, uploads tied to the order. */
export function manualEkycLineInput(line: {
  orderRef: string;
  specificationContext: string;
}): ManualEkycInput {
  return {
    target: { kind: 'line', ...line },
    documentType: '',
    progress: NOTHING_SENT,
    alreadySubmitted: false,
  };
}

/** What the purchase step saves once the uploads are in (and reads back on a later visit). */
export function manualEkycStepData(output: ManualEkycOutput): JourneyStepData {
  return { documentType: output.documentType, submitted: true, kycIds: output.kycIds };
}
