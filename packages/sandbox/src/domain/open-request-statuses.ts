/**
 * The statuses of a request still under way (a transfer or a service request): one that is done,
 * failed, rejected or cancelled is over and holds nothing up. What blocks another request on the
 * line reads this list, so a cancelled transfer does not block the line for ever.
 */
export const OPEN_REQUEST_STATUSES: ReadonlySet<string> = new Set([
  'SUBMITTED',
  'WAITING',
  'IN_PROGRESS',
  'PROCESSING',
  'DONOR_SWITCH',
  'DONOR_SWITCH_SCHEDULED',
]);
