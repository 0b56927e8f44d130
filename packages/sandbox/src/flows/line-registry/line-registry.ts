import { LINE_REGISTRY_MAX_ATTEMPTS } from '@senda/core/gateway';
import { checkCurp, normalizeCurp, SELFIE_UPLOAD } from '@senda/core/validation';
import { fail } from '../../domain/failures.ts';
import { type LineService, registryAttemptsLeft } from '../../domain/lines.ts';
import type { LineRecord, OrderRecord } from '../../domain/sandbox-data.schema.ts';
import type { StateStore } from '../../domain/state-store.ts';
import lineRegistryWing from './flow.ts';

const { registrySelfieMismatch, registryAttemptsExhausted, lineAlreadyRegistered, registryDocumentsMissing } =
  lineRegistryWing.failures;

/**
 * An upload whose file name says so fails the check of the selfie against the ID (`no-match.png`,
 * `ine-mismatch.jpg`): the sandbox compares no faces, and tests need the failed path (three of
 * them send the holder in person). The ID photo's name is the one a test controls: a selfie is
 * always sent as the camera's `cam_image.png`.
 */
export const FAILING_UPLOAD_NAME = /no[-_]?match|mismatch/i;

type Registered = Extract<NonNullable<LineRecord['registry']>, { status: 'REGISTERED' }>;

/**
 * Mexico's mobile line registry (Padrón de Telefonía Móvil). A line bought with a CURP
 * is registered when it opens; a line held unregistered (the `unregistered-line` scenario: not
 * linked by 30 June 2026) is suspended until its holder registers it here: CURP, ID document and
 * selfie. The registry keeps the name, CURP, number, document type, result and folio; the uploads
 * are forgotten once checked, passed or not (their names too).
 */
export class LineRegistryService {
  constructor(
    private readonly store: StateStore,
    private readonly lines: LineService,
  ) {}

  /** A line opened by an order that gave its buyer's CURP: registered at once, as new lines are sold. */
  registerAtPurchase(line: LineRecord, order: OrderRecord): void {
    const curp = order.customer?.curp;
    if (!curp || line.registry) return;
    const kyc = order.kycSubmissionId ? this.store.data.kycSubmissions[order.kycSubmissionId] : undefined;
    line.registry = this.record(line, curp, nameOf(order.customer ?? {}), kyc?.documentType ?? 'INE');
    this.store.changed();
  }

  /** Not linked by the deadline: suspended until registered (only emergency numbers work). */
  holdUnregistered(line: LineRecord): void {
    line.registry = { status: 'UNREGISTERED', failedAttempts: 0 };
    this.store.changed();
  }

  register(
    line: LineRecord,
    userId: string,
    input: { curp: string; documentType: string; kycIds: readonly string[] },
  ): Registered {
    if (line.registry?.status === 'REGISTERED') fail(lineAlreadyRegistered);
    if (registryAttemptsLeft(line) === 0) fail(registryAttemptsExhausted);
    const curp = normalizeCurp(input.curp);
    if (!checkCurp(curp).valid) fail('badRequest', { reason: 'CURP_INVALID' });
    if (!this.lines.hasRoomForLine(curp)) fail('curpLineLimit');
    const uploads = input.kycIds
      .map((id) => this.store.data.kycSubmissions[id])
      .filter((s) => s !== undefined && s.userId === userId && s.orderRef === line.orderRef);
    const files = uploads.flatMap((upload) => upload?.files ?? []);
    const selfie = files.find((file) => file.field === SELFIE_UPLOAD.key);
    const document = files.find((file) => file.field !== SELFIE_UPLOAD.key);
    if (!selfie || !document) fail(registryDocumentsMissing);
    // Checked: the uploads are not kept, whatever the result.
    for (const upload of uploads) if (upload) delete this.store.data.kycSubmissions[upload.id];
    if (files.some((file) => FAILING_UPLOAD_NAME.test(file.name))) {
      const failedAttempts = LINE_REGISTRY_MAX_ATTEMPTS - registryAttemptsLeft(line) + 1;
      line.registry = { status: 'UNREGISTERED', failedAttempts };
      this.store.changed();
      if (failedAttempts >= LINE_REGISTRY_MAX_ATTEMPTS) fail(registryAttemptsExhausted);
      fail(registrySelfieMismatch, { remainingAttempts: LINE_REGISTRY_MAX_ATTEMPTS - failedAttempts });
    }
    const user = this.store.data.users[userId];
    const registered = this.record(line, curp, nameOf(user ?? {}), input.documentType);
    line.registry = registered;
    this.store.changed();
    return registered;
  }

  /** Folio: PTM (Padrón de Telefonía Móvil), the year and 8 digits from the sandbox's sequence. */
  private record(line: LineRecord, curp: string, name: string, documentType: string): Registered {
    const now = this.store.now();
    const folio = `PTM-${new Date(now).getUTCFullYear()}-${String(this.store.nextSequence()).padStart(8, '0')}`;
    return {
      status: 'REGISTERED',
      folio,
      registeredAt: now,
      name,
      curp: normalizeCurp(curp),
      msisdn: line.msisdn,
      documentType,
      validation: 'APPROVED',
    };
  }
}

function nameOf(person: { firstName?: string | undefined; lastName?: string | undefined }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}
