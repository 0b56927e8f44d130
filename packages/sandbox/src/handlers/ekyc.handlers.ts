import {
  ekycContextSpecificationsEndpoint,
  ekycSpecificationsEndpoint,
  KYC_DOCUMENT_FORM_KEYS,
  manualKycSubmitEndpoint,
} from '@senda/core/gateway';
import { MEXICO_DOCUMENT_TYPES, SELFIE_UPLOAD } from '@senda/core/validation';
import type { HttpHandler } from 'msw';
import { fail } from '../domain/failures.ts';
import { KYC_IMAGE_HEAD_BYTES } from '../domain/image-check.ts';
import type { UploadedFile } from '../domain/kyc.ts';
import { gatewayRoute } from './gateway-route.ts';
import type { SandboxContext } from './sandbox-context.ts';

const FILE_FIELDS = [SELFIE_UPLOAD.key, KYC_DOCUMENT_FORM_KEYS.file];

/**
 * Which servicing steps ask for an identity check. Buying a line does not (see the onboarding
 * specification); handing a number to a new SIM or back to someone does, with a selfie and an
 * official ID, because that is how SIM-swap fraud is done.
 */
const CONTEXT_CHECKS = [
  { context: 'ONBOARDING', required: false, selfieRequired: false },
  { context: 'SIM_REPLACEMENT', required: true, selfieRequired: true },
  { context: 'NUMBER_RECOVERY', required: true, selfieRequired: true },
  { context: 'PORT_OUT_REQUEST', required: true, selfieRequired: false },
  // Registering an existing line in the mobile line registry (ID and selfie).
  { context: 'LINE_REGISTRY', required: true, selfieRequired: true },
] as const;

export function ekycHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  return [
    gatewayRoute(
      ctx,
      ekycSpecificationsEndpoint,
      () => ({
        required: false,
        selfieRequired: false,
        documentTypes: [...MEXICO_DOCUMENT_TYPES],
        maxFileSizeBytes: state.limits.maxUploadBytes,
      }),
      { auth: 'none' },
    ),
    gatewayRoute(ctx, ekycContextSpecificationsEndpoint, ({ query }) => {
      const context = query.get('context');
      return CONTEXT_CHECKS.filter((check) => !context || check.context === context).map((check) => ({
        ...check,
        documentTypes: [...MEXICO_DOCUMENT_TYPES],
        maxFileSizeBytes: state.limits.maxUploadBytes,
      }));
    }),
    gatewayRoute(ctx, manualKycSubmitEndpoint, async ({ request, user }) => {
      if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) {
        fail('badRequest', { reason: 'MULTIPART_REQUIRED' });
      }
      const form = await request.formData().catch(() => fail('badRequest', { reason: 'MULTIPART_REQUIRED' }));
      const files: UploadedFile[] = [];
      for (const field of FILE_FIELDS) {
        const value = form.get(field);
        if (value === null || typeof value === 'string') continue;
        const head = new Uint8Array(await value.slice(0, KYC_IMAGE_HEAD_BYTES).arrayBuffer());
        files.push({
          field,
          name: 'name' in value ? String(value.name) : field,
          type: value.type,
          size: value.size,
          head,
        });
      }
      const orderRef = form.get(KYC_DOCUMENT_FORM_KEYS.orderRef);
      const documentType = form.get(KYC_DOCUMENT_FORM_KEYS.documentType);
      if (typeof orderRef === 'string') state.orders.get(orderRef, user.id);
      const submission = state.kyc.submit({
        userId: user.id,
        files,
        ...(typeof orderRef === 'string' ? { orderRef } : {}),
        ...(typeof documentType === 'string' ? { documentType } : {}),
      });
      if (submission.orderRef) state.orders.attachKyc(submission.orderRef, user.id, submission.id);
      return { kycId: submission.id, status: submission.status };
    }),
  ];
}
