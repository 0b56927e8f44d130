import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor } from 'xstate';
import { MAX_IMAGE_SIZE_BYTES } from '../../config/constants.ts';
import { setupGatewayTest, TEST_BASE_URL } from '../../gateway/test-support/gateway-test-kit.ts';
import { createQueryClient } from '../../queries/query-client.ts';
import { customerQueryKeys } from '../../queries/query-definition.ts';
import { setupStores } from '../../stores/test-stores.ts';
import {
  manualEkycLineInput,
  manualEkycPurchaseInput,
  provideManualEkycMachine,
} from './manual-ekyc.services.ts';
import type { ManualEkycInvalidEmitted } from './manual-ekyc.types.ts';
import { manualEkycSenders, manualEkycView } from './manual-ekyc.view.ts';

const { client, answer, server } = setupGatewayTest();

const SPEC_PATH = 'ekyc-service/v1/specifications';
const CONTEXT_SPEC_PATH = 'ekyc-service/v1/context-specifications';
const SUBMIT_PATH = 'ekyc-service/v1/manual-kyc';
const DRAFT = { journeyId: 'web', step: 'manual-ekyc' };
const LINE_ORDER_PATH = 'order-service/v2/orders/ORD-7';
const LINE_ORDER = {
  result: {
    order_ref: 'ORD-7',
    order_type: 'SIM_ONLY',
    state: 'PRO',
    status: 'COMPLETED',
    created_at: '2025-01-15T16:00:00.000Z',
    sim_type: 'esim',
    items: [],
    subtotal: { amount: 172.41, currency: 'MXN' },
    tax: { amount: 27.59, currency: 'MXN' },
    total: { amount: 200, currency: 'MXN' },
    payment_due: { amount: 0, currency: 'MXN' },
  },
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7]);
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 1, 2]);
const png = () => new Blob([PNG], { type: 'image/png' });
const pdf = () => new Blob([PDF], { type: 'application/pdf' });

const SPEC = {
  required: true,
  selfieRequired: true,
  documentTypes: ['CNIC', 'NRIC'],
  maxFileSizeBytes: 2 * 1024 * 1024,
};

function start(
  options: {
    draft?: typeof DRAFT | null;
    stepData?: Record<string, unknown>;
    stored?: Record<string, string>;
  } = {},
) {
  const { stores } = setupStores(options.stored);
  const draft = options.draft === undefined ? DRAFT : options.draft;
  const machine = provideManualEkycMachine(
    { gateway: client, queryClient: createQueryClient(), stores },
    draft,
  );
  const actor = createActor(machine, {
    input: manualEkycPurchaseInput({ stores }, draft, options.stepData ?? {}),
  });
  const invalid: ManualEkycInvalidEmitted[] = [];
  actor.on('invalid', (event) => invalid.push(event));
  actor.start();
  const send = manualEkycSenders(actor);
  const view = () => manualEkycView(actor.getSnapshot());
  const drafts = () => stores.store.get(stores.onboarding.drafts.state)['web/manual-ekyc'];
  return { actor, send, view, invalid, stores, drafts };
}

/** Lets the gateway calls and file reads settle on the fake clock. */
async function until(actor: AnyActorRef, state: string) {
  for (let step = 0; step < 200 && !actor.getSnapshot().matches(state); step++) {
    await vi.advanceTimersByTimeAsync(10);
  }
  expect(actor.getSnapshot().value).toBe(state);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('manual eKYC machine', () => {
  it('asks what the specification asks and refuses an empty submit, pointing at the first field', async () => {
    answer('GET', SPEC_PATH, { result: SPEC });
    const { actor, send, view, invalid } = start();
    expect(view().phase).toBe('loading');
    await until(actor, 'editing');
    expect(view()).toMatchObject({ askDocument: true, selfieRequired: true, maxFileMb: 2 });
    expect(view().documentOptions.map((option) => option.value)).toEqual(['CNIC', 'NRIC']);
    send.submit();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(invalid).toEqual([{ type: 'invalid', field: 'documentType' }]);
    expect(view()).toMatchObject({
      showErrorSummary: true,
      documentTypeError: { id: 'validation.ekyc.document_type_required' },
      document: { error: { id: 'validation.ekyc.document_required' } },
      selfie: { error: { id: 'validation.ekyc.selfie_required' } },
    });
  });

  it('refuses an oversized file and a wrong type with their messages, keeping everything else', async () => {
    answer('GET', SPEC_PATH, { result: SPEC });
    const { actor, send, view } = start();
    await until(actor, 'editing');
    send.chooseDocumentType('NRIC');
    send.pickSelfie(png(), 'me.png');
    await until(actor, 'editing');
    // Over the specification's 2 MB (under the spec's 5 MB): its own limit is named.
    const big = new Blob([PNG, new Uint8Array(2 * 1024 * 1024)], { type: 'image/png' });
    send.pickDocument(big, 'ine.png');
    expect(view().checking).toBe(true);
    await until(actor, 'editing');
    expect(view().document.error).toEqual({ id: 'validation.upload.too_large', values: { maxMb: 2 } });
    // A text file named like an image: its bytes are not an image.
    send.pickDocument(new Blob(['hola'], { type: 'image/png' }), 'ine.png');
    await until(actor, 'editing');
    expect(view().document.error).toEqual({ id: 'validation.upload.unsupported_type' });
    expect(view()).toMatchObject({ documentType: 'NRIC', document: { chosen: null } });
    expect(view().selfie.chosen).toMatchObject({ name: 'me.png', previewable: true, captured: false });
    // A good file clears the refusal.
    send.pickDocument(pdf(), 'ine.pdf');
    await until(actor, 'editing');
    expect(view().document).toMatchObject({ error: null, chosen: { name: 'ine.pdf', previewable: false } });
  });

  it('keeps the ID type and a capture given while a file is being read', async () => {
    answer('GET', SPEC_PATH, { result: SPEC });
    const { actor, send, view } = start();
    await until(actor, 'editing');
    send.pickDocument(pdf(), 'ine.pdf');
    expect(actor.getSnapshot().value).toBe('checkingUpload');
    send.chooseDocumentType('CNIC');
    send.capture(png());
    await until(actor, 'editing');
    expect(view()).toMatchObject({
      documentType: 'CNIC',
      document: { chosen: { name: 'ine.pdf' } },
      selfie: { chosen: { captured: true, name: 'cam_image.png' } },
    });
  });

  it('sends the document, then the selfie, and ends with the ID type and both receipts', async () => {
    answer('GET', SPEC_PATH, { result: SPEC });
    const calls = answer('POST', SUBMIT_PATH, { result: { kycId: 'KYC-1', status: 'SUBMITTED' } });
    const { actor, send, drafts } = start();
    await until(actor, 'editing');
    send.chooseDocumentType('CNIC');
    send.pickDocument(pdf(), 'ine.pdf');
    await until(actor, 'editing');
    send.capture(png());
    send.submit();
    expect(actor.getSnapshot().value).toBe('submitting');
    await until(actor, 'submitted');
    expect(calls.map((call) => [...(call.form?.keys() ?? [])].sort())).toEqual([
      ['document', 'documentType'],
      ['selfieImage'],
    ]);
    expect(actor.getSnapshot().output).toEqual({ documentType: 'CNIC', kycIds: ['KYC-1', 'KYC-1'] });
    expect(drafts()).toMatchObject({ documentType: 'CNIC', progress: { document: true, selfie: true } });
  });

  it('after a failed selfie call keeps what was typed and sends only the selfie again', async () => {
    answer('GET', SPEC_PATH, { result: SPEC });
    // The document goes through; the selfie is refused as too large by the gateway.
    const sent: string[] = [];
    server.use(
      http.post(`${TEST_BASE_URL}/${SUBMIT_PATH}`, async ({ request }) => {
        const form = await request.formData();
        sent.push([...form.keys()].join(','));
        return form.has('selfieImage')
          ? HttpResponse.json({ failure: { errorCode: 'FILE_TOO_LARGE', errorId: 413001 } }, { status: 413 })
          : HttpResponse.json({ result: { kycId: 'KYC-DOC', status: 'SUBMITTED' } });
      }),
    );
    const { actor, send, view } = start();
    await until(actor, 'editing');
    send.chooseDocumentType('CNIC');
    send.pickDocument(pdf(), 'ine.pdf');
    await until(actor, 'editing');
    send.pickSelfie(png(), 'me.png');
    await until(actor, 'editing');
    send.submit();
    await vi.advanceTimersByTimeAsync(10);
    await until(actor, 'editing');
    expect(sent).toEqual(['document,documentType', 'selfieImage']);
    expect(view()).toMatchObject({
      submitError: 'validation.upload.too_large',
      documentType: 'CNIC',
      document: { chosen: { name: 'ine.pdf' } },
      selfie: { chosen: { name: 'me.png' } },
    });
    const retried = answer('POST', SUBMIT_PATH, { result: { kycId: 'KYC-SELFIE', status: 'SUBMITTED' } });
    send.submit();
    await until(actor, 'submitted');
    expect(retried.map((call) => call.form?.has('selfieImage'))).toEqual([true]);
    expect(actor.getSnapshot().output?.kycIds).toEqual(['KYC-DOC', 'KYC-SELFIE']);
  });

  it('reads a malformed answer as a translated error and loses nothing', async () => {
    answer('GET', SPEC_PATH, { result: SPEC });
    answer('POST', SUBMIT_PATH, { result: { status: 'SUBMITTED' } });
    const { actor, send, view } = start();
    await until(actor, 'editing');
    send.chooseDocumentType('CNIC');
    send.pickDocument(pdf(), 'ine.pdf');
    await until(actor, 'editing');
    send.capture(png());
    send.submit();
    await until(actor, 'editing');
    expect(view()).toMatchObject({
      submitError: 'errors.gateway.malformed_response',
      documentType: 'CNIC',
      document: { chosen: { name: 'ine.pdf' }, received: false },
      selfie: { chosen: { captured: true } },
    });
  });

  it('resumes after a reload: an upload the gateway took is not asked for nor sent again', async () => {
    answer('GET', SPEC_PATH, { result: SPEC });
    const calls = answer('POST', SUBMIT_PATH, { result: { kycId: 'KYC-2', status: 'SUBMITTED' } });
    const stored = {
      'senda.stepDrafts': JSON.stringify({
        version: 1,
        state: {
          'web/manual-ekyc': {
            documentType: 'NRIC',
            progress: { document: true, selfie: false, kycIds: ['KYC-1'] },
          },
        },
      }),
    };
    const { actor, send, view } = start({ stored });
    await until(actor, 'editing');
    expect(view()).toMatchObject({ documentType: 'NRIC', document: { received: true, chosen: null } });
    send.pickSelfie(png(), 'me.png');
    await until(actor, 'editing');
    send.submit();
    await until(actor, 'submitted');
    expect(calls.map((call) => [...(call.form?.keys() ?? [])])).toEqual([['selfieImage']]);
    expect(actor.getSnapshot().output).toEqual({ documentType: 'NRIC', kycIds: ['KYC-1', 'KYC-2'] });
  });

  it('ignores a draft of another shape and goes on from the saved step data', async () => {
    answer('GET', SPEC_PATH, { result: SPEC });
    const stored = {
      'senda.stepDrafts': JSON.stringify({
        version: 1,
        state: { 'web/manual-ekyc': { documentType: 42, progress: 'yes' } },
      }),
    };
    const { actor, send } = start({
      stored,
      stepData: { documentType: 'CNIC', submitted: true, kycIds: ['KYC-OLD'] },
    });
    await until(actor, 'editing');
    // Submitted before and nothing new picked: it goes on without a call (none is answered).
    send.submit();
    await until(actor, 'submitted');
    expect(actor.getSnapshot().output).toEqual({ documentType: 'CNIC', kycIds: ['KYC-OLD'] });
  });

  it('asks for everything when the specification cannot be read (after the query retries)', async () => {
    answer('GET', SPEC_PATH, { errorCode: 'DOWN' }, 503);
    const { actor, view } = start();
    await vi.advanceTimersByTimeAsync(60_000);
    await until(actor, 'editing');
    expect(view()).toMatchObject({
      askDocument: true,
      selfieRequired: true,
      maxFileMb: MAX_IMAGE_SIZE_BYTES / (1024 * 1024),
    });
    expect(view().documentOptions).toHaveLength(3);
  });

  it('for a line, reads that context specification, ties every upload to the order and refreshes the line', async () => {
    answer('GET', LINE_ORDER_PATH, LINE_ORDER);
    const specs = answer('GET', CONTEXT_SPEC_PATH, {
      result: [{ context: 'SIM_REPLACEMENT', ...SPEC, selfieRequired: false, documentTypes: ['FIN'] }],
    });
    const calls = answer('POST', SUBMIT_PATH, { result: { kycId: 'KYC-L', status: 'SUBMITTED' } });
    const { stores } = setupStores();
    const queryClient = createQueryClient();
    const lineHome = [...customerQueryKeys.line('ORD-7'), 'home'];
    queryClient.setQueryData(lineHome, { kind: 'line' });
    const actor = createActor(provideManualEkycMachine({ gateway: client, queryClient, stores }, null), {
      input: manualEkycLineInput({ orderRef: 'ORD-7', specificationContext: 'SIM_REPLACEMENT' }),
    }).start();
    const send = manualEkycSenders(actor);
    await until(actor, 'editing');
    expect(specs[0]?.query).toEqual({ context: 'SIM_REPLACEMENT' });
    expect(manualEkycView(actor.getSnapshot())).toMatchObject({ selfieRequired: false });
    send.chooseDocumentType('FIN');
    send.pickDocument(pdf(), 'residente.pdf');
    await until(actor, 'editing');
    send.submit();
    await until(actor, 'submitted');
    expect(calls.map((call) => call.form?.get('orderRef'))).toEqual(['ORD-7']);
    // The line's page reads again: what it says about the identity check has changed.
    expect(queryClient.getQueryState(lineHome)?.isInvalidated).toBe(true);
    // A line's page keeps no purchase draft.
    expect(stores.store.get(stores.onboarding.drafts.state)).toEqual({});
  });

  it("for another customer's order (the gateway's 404) ends in not-found and uploads nothing", async () => {
    answer('GET', LINE_ORDER_PATH, { failure: { errorId: 404, errorCode: 'NOT_FOUND', message: 'x' } }, 404);
    const specs = answer('GET', CONTEXT_SPEC_PATH, { result: [{ context: 'ONBOARDING', ...SPEC }] });
    const { stores } = setupStores();
    const actor = createActor(
      provideManualEkycMachine({ gateway: client, queryClient: createQueryClient(), stores }, null),
      {
        input: manualEkycLineInput({ orderRef: 'ORD-7', specificationContext: 'ONBOARDING' }),
      },
    ).start();
    await until(actor, 'notFound');
    expect(manualEkycView(actor.getSnapshot()).phase).toBe('not-found');
    expect(specs).toHaveLength(0);
    manualEkycSenders(actor).submit();
    expect(actor.getSnapshot().value).toBe('notFound');
  });
});
