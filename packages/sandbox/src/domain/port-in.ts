import { PORT_IN_REQUEST_ROUTES } from '@senda/core/flows/port-in-request';
import { formatNationalNumber } from '@senda/core/i18n';
import { managePath } from '@senda/core/navigation';
import { DONOR_TELCOS, EXPIRED_NIP, NIP_LENGTH, numberHolder } from '../data/donors.ts';
import { findInventoryNumber } from '../data/numbers.ts';
import { fail } from './failures.ts';
import { COUNTRY_LANGUAGE, type SandboxLanguage, texts } from './language.ts';
import type { Mailbox } from './mailbox.ts';
import { OPEN_REQUEST_STATUSES } from './open-request-statuses.ts';
import type { OtpService } from './otp.ts';
import type { CodeRequester } from './otp-address-guard.ts';
import {
  isWaitingForSim,
  outcomeFor,
  PORT_IN_OUTCOME_SUFFIXES,
  PORT_IN_TIMING,
  type PortInOutcome,
  requestedTimeline,
  switchAt,
  waitingTimeline,
} from './port-in-timing.ts';
import type { OrderRecord, OtpRecord, PortInRequestRecord, TimelineEntry } from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';
import { reachedEntries } from './timeline.ts';

export { PORT_IN_OUTCOME_SUFFIXES, PORT_IN_TIMING, type PortInOutcome } from './port-in-timing.ts';

/** Where a transfer stands at an instant: the last planned status already reached. */
export interface PortInProgress {
  status: string;
  reason: string | undefined;
  updatedAt: number;
  history: TimelineEntry[];
  scheduledSwitchAt: number | undefined;
}

/**
 * Mexican portability: a 10-digit number, its current operator, and the 4-digit NIP the customer
 * got by calling or texting 051. The sandbox cannot ask 051, so it takes any 4-digit NIP except
 * 0000, which stands for a NIP older than its 5 days. Where the port-in config asks for it
 * (`otpRequired`), the number then gets an SMS code (readable in the mailbox) to prove the
 * customer holds the line; otherwise the NIP is that proof and the eligibility is recorded as
 * proven (still counted by the port-in limits, so NIPs cannot be tried without end).
 */
/** The statuses of a transfer the portability database or the donor refused. */
export const REFUSED_TRANSFER_STATUSES: ReadonlySet<string> = new Set(['PORT_IN_FAILED', 'REJECTED']);

export class PortInService {
  constructor(
    private readonly store: StateStore,
    private readonly otp: OtpService,
    private readonly mailbox: Mailbox,
    /** The storefront the outcome mail links to; '' in the browser's own sandbox (same origin). */
    private readonly storefrontUrl = '',
  ) {}

  /**
   * Whether the number may come over, and the operator that holds it (the portability database's
   * answer; undefined for a number it does not know). A donor the customer named is checked to be
   * one; without one, the holder is the donor.
   */
  validateNumber(
    number: string,
    donor?: string,
  ): { number: string; donor: string; holder: string | undefined; eligible: boolean } {
    const digits = number.replace(/\D/g, '');
    if (!/^\d{10}$/.test(digits)) fail('badRequest', { field: 'number' });
    if (donor !== undefined && !DONOR_TELCOS.some((telco) => telco.code === donor))
      fail('badRequest', { field: 'donor' });
    // A number Senda already sells, or one already being ported in, cannot come from elsewhere.
    const ours = findInventoryNumber(digits) !== undefined;
    const inFlight = Object.values(this.store.data.orders).some(
      (order) => order.portIn?.number === digits && order.state !== 'CAN' && order.state !== 'OFL',
    );
    if (ours || inFlight) fail('portInNotEligible', { number: digits });
    const holder = numberHolder(digits);
    return { number: digits, donor: donor ?? holder ?? '', holder, eligible: true };
  }

  requestEligibility(
    number: string,
    donor: string,
    nip: string,
    userId: string,
    lang: SandboxLanguage,
    requester: CodeRequester,
    options: { otpRequired: boolean } = { otpRequired: true },
  ): OtpRecord {
    const checked = this.validateNumber(number, donor);
    if (!new RegExp(`^\\d{${NIP_LENGTH}}$`).test(nip)) fail('nipInvalid');
    if (nip === EXPIRED_NIP) fail('nipExpired');
    // Checked first: a refused request leaves the open code working.
    this.otp.assertMayIssue('port_in', checked.number, requester, undefined, userId);
    this.otp.supersedeOpen(checked.number, 'port_in');
    return this.otp.issue({
      purpose: 'port_in',
      target: checked.number,
      userId,
      portIn: { number: checked.number, donor: checked.donor },
      lang,
      requester,
      proven: !options.otpRequired,
    });
  }

  /** An order may transfer a number only with the port-in code validated for that number. */
  requireVerified(requestId: string, number: string): void {
    const record = this.store.data.otpRequests[requestId];
    if (
      !record ||
      record.purpose !== 'port_in' ||
      record.status !== 'USED' ||
      record.portIn?.number !== number
    ) {
      fail('portInNotEligible', { reason: 'PORT_IN_NOT_VERIFIED' });
    }
  }

  /**
   * The paid order's transfer: requested now (or at `startAt`, for a ready-made customer), or,
   * with `waitForSim`, waiting until the line's SIM works (port-in-timing.ts; `requestWaiting`).
   */
  startForOrder(
    order: OrderRecord,
    options: { startAt?: number; outcome?: PortInOutcome; reason?: string; waitForSim?: boolean } = {},
  ): PortInRequestRecord {
    if (!order.portIn) fail('badRequest', { reason: 'NOT_A_TRANSFER' });
    return this.start({
      userId: order.userId,
      orderRef: order.orderRef,
      number: order.portIn.number,
      donor: order.portIn.donor,
      ...options,
    });
  }

  /**
   * A transfer of `number` for an order, its statuses planned from its start: the order's first,
   * or one started again after a refusal (the port-in request's wing). `outcome` and `reason` arrange a
   * ready-made customer's (a NIP that expired); otherwise the number decides (outcomeFor). With
   * `waitForSim` nothing is asked of the donor yet (port-in-timing.ts).
   */
  start(input: {
    userId: string;
    orderRef: string;
    number: string;
    donor: string;
    startAt?: number;
    outcome?: PortInOutcome;
    reason?: string;
    waitForSim?: boolean;
    extra?: Pick<PortInRequestRecord, 'idempotencyKey' | 'reinitiates'>;
  }): PortInRequestRecord {
    const start = input.startAt ?? this.store.now();
    const outcome = input.outcome ?? outcomeFor(input.number);
    const timeline = input.waitForSim
      ? waitingTimeline(start)
      : requestedTimeline(start, outcome, input.reason);
    const record: PortInRequestRecord = {
      requestId: this.store.nextId('pin_'),
      userId: input.userId,
      orderRef: input.orderRef,
      number: input.number,
      donor: input.donor,
      createdAt: start,
      timeline,
      ...input.extra,
    };
    this.store.data.portInRequests[record.requestId] = record;
    this.store.changed();
    return record;
  }

  /** A transfer waiting for its SIM is requested now: the SIM works (port-in-timing.ts). */
  requestWaiting(requestId: string): void {
    const request = this.store.data.portInRequests[requestId];
    if (!request || !isWaitingForSim(request.timeline)) return;
    request.timeline.push(...requestedTimeline(this.store.now(), outcomeFor(request.number)));
    this.store.changed();
  }

  /** The order's newest transfer; another customer's order is not found. */
  latestForOrder(orderRef: string, userId: string): PortInRequestRecord {
    const [latest] = this.allForOrder(orderRef, userId);
    if (!latest) fail('notFound', { orderRef });
    return latest;
  }

  /** Every transfer of the customer's order (a failed one and the attempts after it), newest first. */
  allForOrder(orderRef: string, userId: string): PortInRequestRecord[] {
    return Object.values(this.store.data.portInRequests)
      .filter((request) => request.orderRef === orderRef && request.userId === userId)
      .sort((a, b) => b.createdAt - a.createdAt);
  }

  /**
   * A ready-made customer's transfer ends another way than its number says (a NIP that expired
   * before the donor checked it): its statuses are planned again from its start.
   */
  replan(requestId: string, outcome: Exclude<PortInOutcome, 'DONE'>, reason: string): void {
    const request = this.store.data.portInRequests[requestId];
    if (!request) fail('notFound', { requestId });
    request.timeline = [
      { status: 'PROCESSING', at: request.createdAt },
      { status: outcome, at: request.createdAt + PORT_IN_TIMING.refusedAfterMs, reason },
    ];
    this.store.changed();
  }

  /** Moves a transfer's start back by `ms` (a ready-made customer whose transfer began earlier). */
  backdate(requestId: string, ms: number): void {
    const request = this.store.data.portInRequests[requestId];
    if (!request) fail('notFound', { requestId });
    request.createdAt -= ms;
    for (const entry of request.timeline) entry.at -= ms;
    this.store.changed();
  }

  request(requestId: string): PortInRequestRecord | undefined {
    return this.store.data.portInRequests[requestId];
  }

  /**
   * Whether the line's transfer is still under way: while it is, nothing else may change the line;
   * one that is done, failed or cancelled holds nothing up (the line goes on with its number).
   */
  /**
   * The line's transfer was refused (PORT_IN_FAILED, REJECTED): the number stayed with the donor
   * and the line, paid for, has had no service with it. It may be started again, take a new
   * number, or be cancelled with its order refunded.
   */
  transferRefused(line: { portInRequestId?: string | undefined }): boolean {
    const transfer = line.portInRequestId ? this.request(line.portInRequestId) : undefined;
    return transfer !== undefined && REFUSED_TRANSFER_STATUSES.has(this.progress(transfer).status);
  }

  /** A refused transfer given up (a new number taken, the line cancelled): it is CANCELED from now. */
  closeRefused(line: { portInRequestId?: string | undefined }): void {
    const transfer = line.portInRequestId ? this.request(line.portInRequestId) : undefined;
    if (!transfer || !REFUSED_TRANSFER_STATUSES.has(this.progress(transfer).status)) return;
    const now = this.store.now();
    transfer.timeline = [...reachedEntries(transfer.timeline, now), { status: 'CANCELED', at: now }];
  }

  transferUnderWay(line: { portInRequestId?: string | undefined }): boolean {
    const transfer = line.portInRequestId ? this.request(line.portInRequestId) : undefined;
    return transfer !== undefined && OPEN_REQUEST_STATUSES.has(this.progress(transfer).status);
  }

  progress(request: PortInRequestRecord): PortInProgress {
    const history = reachedEntries(request.timeline, this.store.now());
    const current = history[history.length - 1] as TimelineEntry;
    this.noticeOutcome(request, current);
    return {
      status: current.status,
      reason: current.reason,
      updatedAt: current.at,
      history,
      scheduledSwitchAt: switchAt(request.timeline),
    };
  }

  /** Every transfer's progress, so the outcome notices that fell due are in the mailbox. */
  fileDueNotices(): void {
    for (const request of Object.values(this.store.data.portInRequests)) this.progress(request);
  }

  /**
   * The success page says "keep using your current SIM until we tell you the transfer is done":
   * the customer is told, once, by e-mail, when the transfer ends either way, filed at the moment
   * it ended even if read later (as the renewal notice is).
   */
  private noticeOutcome(request: PortInRequestRecord, current: TimelineEntry): void {
    if (!FINAL_STATUSES.has(current.status) || request.outcomeNoticeSent === current.status) return;
    request.outcomeNoticeSent = current.status;
    this.store.changed();
    const user = this.store.data.users[request.userId];
    if (!user?.email) return;
    const lang = user.language ?? COUNTRY_LANGUAGE;
    const mail = portInOutcomeMail(request, current, lang, this.storefrontUrl);
    this.mailbox.send({
      channel: 'email',
      to: user.email,
      ...mail,
      kind: 'port_in_outcome',
      sentAt: current.at,
    });
  }

  validateOtp(requestId: string, code: string): { number: string; donor: string } {
    const record = this.otp.verify(requestId, 'port_in', code);
    if (!record.portIn) fail('invalidOtp');
    return record.portIn;
  }
}

/** The statuses a transfer ends in. */
const FINAL_STATUSES = new Set(['DONE', ...Object.keys(PORT_IN_OUTCOME_SUFFIXES)]);

const REFUSAL_TEXTS: Record<string, ReturnType<typeof texts>> = {
  NUMBER_NOT_PORTABLE: texts(
    'la base de datos de portabilidad no permite transferir ese número',
    'the portability database does not allow that number to be transferred',
  ),
  NIP_EXPIRED: texts(
    'tu NIP venció antes de que tu compañía actual lo revisara (dura 5 días naturales)',
    'your NIP expired before your current operator checked it (it lasts 5 calendar days)',
  ),
  DONOR_REJECTED: texts(
    'tu compañía actual rechazó la solicitud (revisa que el número y el NIP sean los de esa línea)',
    'your current operator refused the request (check that the number and NIP are that line’s)',
  ),
};

/** The transfer's outcome, in the customer's language. */
export function portInOutcomeMail(
  request: PortInRequestRecord,
  final: TimelineEntry,
  lang: SandboxLanguage,
  storefrontUrl = '',
): { subject: string; body: string } {
  const number = formatNationalNumber(request.number);
  const donor = DONOR_TELCOS.find((telco) => telco.code === request.donor)?.name ?? request.donor;
  if (final.status === 'DONE') {
    return {
      subject: texts('Tu número ya está en Senda', 'Your number is now with Senda')[lang],
      body: texts(
        `La transferencia terminó: tu número ${number} ya funciona con tu SIM de Senda. Tu línea con ${donor} terminó sola; no tienes que hacer nada más.`,
        `The transfer is done: your number ${number} now works on your Senda SIM. Your line with ${donor} ended by itself; there is nothing else to do.`,
      )[lang],
    };
  }
  const why = (final.reason ? REFUSAL_TEXTS[final.reason]?.[lang] : undefined) ?? final.reason ?? '';
  // The line paid for waits on the customer's choice: the mail links to the page that offers it.
  const choose = `${storefrontUrl}${managePath(PORT_IN_REQUEST_ROUTES.cancelPortIn, request.orderRef)}`;
  return {
    subject: texts('Tu número no se transfirió', 'Your number was not transferred')[lang],
    body: [
      texts(
        `No pudimos traer tu número ${number}${why ? `: ${why}` : ''}. Tu número sigue con ${donor} y tu línea con ellos funciona como antes.`,
        `We could not bring your number ${number} over${why ? `: ${why}` : ''}. Your number stays with ${donor} and your line there works as before.`,
      )[lang],
      texts(
        `Tu línea de Senda ya está pagada: elige si intentamos de nuevo, si quieres un número nuevo de Senda ahora o si la cancelas y te devolvemos todo lo que pagaste: ${choose}`,
        `Your Senda line is paid for: choose whether we try again, you take a new Senda number now, or you cancel it and get back everything you paid: ${choose}`,
      )[lang],
    ].join('\n'),
  };
}
