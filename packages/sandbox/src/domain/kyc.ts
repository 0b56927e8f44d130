import { fail } from './failures.ts';
import type { KycSubmission } from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';

export interface UploadedFile {
  field: string;
  name: string;
  type: string;
  size: number;
}

const ACCEPTED_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg', 'application/pdf']);

/** Manual eKYC: the sandbox checks size and type (§5) and keeps what arrived, not the bytes. */
export class KycService {
  constructor(private readonly store: StateStore) {}

  submit(input: {
    userId: string;
    orderRef?: string;
    documentType?: string;
    files: UploadedFile[];
  }): KycSubmission {
    if (input.files.length === 0) fail('badRequest', { reason: 'FILE_REQUIRED' });
    for (const file of input.files) {
      if (file.size > this.store.limits.maxUploadBytes) fail('fileTooLarge', { field: file.field });
      if (!ACCEPTED_TYPES.has(file.type)) fail('unsupportedFile', { field: file.field });
    }
    const submission: KycSubmission = {
      id: this.store.nextId('kyc_'),
      userId: input.userId,
      files: input.files,
      status: 'SUBMITTED',
      createdAt: this.store.now(),
      ...(input.orderRef ? { orderRef: input.orderRef } : {}),
      ...(input.documentType ? { documentType: input.documentType } : {}),
    };
    this.store.data.kycSubmissions[submission.id] = submission;
    this.store.changed();
    return submission;
  }

  listFor(userId: string): KycSubmission[] {
    return Object.values(this.store.data.kycSubmissions).filter((s) => s.userId === userId);
  }
}
