import * as v from 'valibot';
import { type DocumentFieldKey, SELFIE_UPLOAD } from '../../validation/upload.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/** POST manual KYC, with credentials, as multipart: a selfie or an identity document. */
export const manualKycSubmitEndpoint = defineEndpoint({
  name: 'manualKycSubmit',
  method: 'POST',
  path: 'ekyc-service/v1/manual-kyc',
  credentials: true,
  response: resultEnvelope(
    v.object({
      kycId: v.pipe(v.string(), v.minLength(1)),
      /** SUBMITTED, PENDING_REVIEW, APPROVED, REJECTED, ...: shown, not branched on. */
      status: v.pipe(v.string(), v.minLength(1)),
    }),
  ),
});
export type ManualKycResult = v.InferOutput<typeof manualKycSubmitEndpoint.response>['result'];

/** Form-data keys of a document upload, beside the selfie's SELFIE_UPLOAD.key. */
export const KYC_DOCUMENT_FORM_KEYS = Object.freeze({
  file: 'document',
  documentType: 'documentType',
  orderRef: 'orderRef',
});

export type ManualKycInput =
  | {
      kind: 'selfie';
      /** The camera capture; sent as a PNG named cam_image.png. */
      image: Blob;
      orderRef?: string;
    }
  | {
      kind: 'document';
      file: Blob;
      fileName: string;
      documentType: string;
      /** Values read off the document (expiry date, number, ...), sent as form fields. */
      fields?: Partial<Record<DocumentFieldKey, string>>;
      orderRef?: string;
    };

/** The multipart body; exported so the sandbox and tests can see exactly what is sent. */
export function manualKycFormData(input: ManualKycInput): FormData {
  const body = new FormData();
  if (input.kind === 'selfie') {
    body.set(SELFIE_UPLOAD.key, new Blob([input.image], { type: SELFIE_UPLOAD.type }), SELFIE_UPLOAD.name);
  } else {
    body.set(KYC_DOCUMENT_FORM_KEYS.file, input.file, input.fileName);
    body.set(KYC_DOCUMENT_FORM_KEYS.documentType, input.documentType);
    for (const [key, value] of Object.entries(input.fields ?? {})) {
      if (value !== undefined) body.set(key, value);
    }
  }
  if (input.orderRef !== undefined) body.set(KYC_DOCUMENT_FORM_KEYS.orderRef, input.orderRef);
  return body;
}

export async function manualKycSubmit(
  client: GatewayClient,
  input: ManualKycInput,
): Promise<ManualKycResult> {
  const answer = await client.call(manualKycSubmitEndpoint, { body: manualKycFormData(input) });
  return answer.result;
}
