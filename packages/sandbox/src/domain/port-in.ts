import { DONOR_TELCOS, EXPIRED_NIP, NIP_LENGTH } from '../data/donors.ts';
import { findInventoryNumber } from '../data/numbers.ts';
import { fail } from './failures.ts';
import type { OtpService } from './otp.ts';
import type { OtpRecord } from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';

/**
 * Mexican portability: a 10-digit number, its current operator, and the 4-digit NIP the customer
 * got by calling or texting 051. The sandbox cannot ask 051, so it takes any 4-digit NIP except
 * 0000, which stands for a NIP older than its 5 days. The number then gets an SMS code (readable
 * in the mailbox) to prove the customer holds the line.
 */
export class PortInService {
  constructor(
    private readonly store: StateStore,
    private readonly otp: OtpService,
  ) {}

  validateNumber(number: string, donor: string): { number: string; donor: string; eligible: boolean } {
    const digits = number.replace(/\D/g, '');
    if (!/^\d{10}$/.test(digits)) fail('badRequest', { field: 'number' });
    if (!DONOR_TELCOS.some((telco) => telco.code === donor)) fail('badRequest', { field: 'donor' });
    // A number Senda already sells, or one already being ported in, cannot come from elsewhere.
    const ours = findInventoryNumber(digits) !== undefined;
    const inFlight = Object.values(this.store.data.orders).some(
      (order) => order.portIn?.number === digits && order.state !== 'CAN' && order.state !== 'OFL',
    );
    if (ours || inFlight) fail('portInNotEligible', { number: digits });
    return { number: digits, donor, eligible: true };
  }

  requestEligibility(number: string, donor: string, nip: string, userId: string): OtpRecord {
    const checked = this.validateNumber(number, donor);
    if (!new RegExp(`^\\d{${NIP_LENGTH}}$`).test(nip)) fail('nipInvalid');
    if (nip === EXPIRED_NIP) fail('nipExpired');
    this.otp.supersedeOpen(checked.number, 'port_in');
    return this.otp.issue({ purpose: 'port_in', target: checked.number, userId, portIn: checked });
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

  validateOtp(requestId: string, code: string): { number: string; donor: string } {
    const record = this.otp.verify(requestId, 'port_in', code);
    if (!record.portIn) fail('invalidOtp');
    return record.portIn;
  }
}
