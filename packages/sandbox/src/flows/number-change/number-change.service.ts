import type { ServiceRequestRecord } from '../../domain/sandbox-data.schema.ts';
import { defineSandboxService } from '../define-sandbox-service.ts';
import { NUMBER_CHANGE_TYPE, NUMBER_RECOVERY_TYPE, NumberChangeService } from './number-change.ts';

declare module '../../domain/flow-services.ts' {
  interface SandboxFlowServices {
    'number-change': NumberChangeService;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A number change's or recovery's numbers, for core's NumberChangeDetailsSchema. The port-in's new
 * number in place of a refused transfer is a NUMBER_CHANGE request too, and shows its numbers so.
 */
function numberChangeDetails(record: ServiceRequestRecord) {
  const details = record.details;
  if ((record.type !== NUMBER_CHANGE_TYPE && record.type !== NUMBER_RECOVERY_TYPE) || !details?.fromNumber) {
    return undefined;
  }
  return details.number ? { fromNumber: details.fromNumber, toNumber: details.number } : undefined;
}

/**
 * Number change's and recovery's service: a line's new or previous number, confirmed with a code
 * mailed to the customer, its fee paid as a service order, behind the account's step-up. The
 * number the line takes is applied when the line is read, once its date came.
 */
export default defineSandboxService(
  'number-change',
  (sandbox) => {
    const service = new NumberChangeService(
      sandbox.store,
      sandbox.lines,
      sandbox.numbers,
      sandbox.orders,
      sandbox.otp,
      sandbox.portIn,
      sandbox.serviceRequests,
    );
    service.guardAccountChanges(sandbox.stepUp, sandbox.accountNotices);
    return service;
  },
  {
    whenLineRead: (service, line) => service.applyDue(line),
    lineView: (service, line) => {
      // Closed after it lapsed: until when its number is held for it (number recovery).
      const [heldNumber] = service.lapsedNumber(line);
      return heldNumber ? { numberHeldUntil: iso(heldNumber.recoverableUntil) } : {};
    },
    requestView: (_service, record) => {
      const numberChange = numberChangeDetails(record);
      return numberChange ? { numberChange } : {};
    },
  },
);
