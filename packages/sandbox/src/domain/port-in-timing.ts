import type { TimelineEntry } from './sandbox-data.schema.ts';

const HOUR = 60 * 60 * 1000;

/**
 * How a transfer moves once it is requested. Mexican portability completes within 24 hours:
 * the request is checked against the portability database (PROCESSING), the donor's switch is
 * scheduled (DONOR_SWITCH_SCHEDULED, after 1 h) and the number moves over at the end of the
 * window (DONE, 24 h after the request). A refused check ends it after 1 h instead.
 */
export const PORT_IN_TIMING = Object.freeze({
  scheduledAfterMs: HOUR,
  completedAfterMs: 24 * HOUR,
  refusedAfterMs: HOUR,
});

/**
 * Sandbox rule, like the expired NIP: a transfer of a number ending in 0013 fails the portability
 * check (PORT_IN_FAILED, reason NUMBER_NOT_PORTABLE) and one ending in 0014 is refused by the donor
 * (REJECTED, reason DONOR_REJECTED). Every other transfer completes.
 */
export const PORT_IN_OUTCOME_SUFFIXES = Object.freeze({
  PORT_IN_FAILED: { suffix: '0013', reason: 'NUMBER_NOT_PORTABLE' },
  REJECTED: { suffix: '0014', reason: 'DONOR_REJECTED' },
});

export type PortInOutcome = 'DONE' | keyof typeof PORT_IN_OUTCOME_SUFFIXES;

/**
 * A transfer never leaves the customer without a working number: the number leaves
 * the donor only once the new SIM can carry it. A paid transfer therefore WAITS until the line's
 * SIM works, and is requested from the portability database at that moment:
 * - a physical SIM: when the customer activates it with its ICCID (it is in their hands then);
 * - an eSIM: when the eSIM is installed on the phone.
 * Until then the number keeps working on the customer's current SIM with the donor. (A real
 * operator may also schedule the port for the day after a physical SIM's delivery; the sandbox
 * takes the stricter rule, which never switches a number onto a SIM still in its envelope.)
 */
export const WAITING_FOR_SIM = 'WAITING';

/** The transfer's first entry when it is paid: waiting for the SIM. */
export const waitingTimeline = (at: number): TimelineEntry[] => [{ status: WAITING_FOR_SIM, at }];

/** Whether a transfer is still waiting for its SIM (nothing asked of the donor yet). */
export const isWaitingForSim = (timeline: readonly TimelineEntry[]): boolean =>
  timeline.length > 0 && timeline.every((entry) => entry.status === WAITING_FOR_SIM);

/** The statuses a transfer requested at `start` goes through, ending the way `outcome` says. */
export function requestedTimeline(
  start: number,
  outcome: PortInOutcome,
  /** A refusal's reason other than the number's own (a ready-made customer's expired NIP). */
  refusalReason?: string,
): TimelineEntry[] {
  if (outcome === 'DONE') {
    return [
      { status: 'PROCESSING', at: start },
      { status: 'DONOR_SWITCH_SCHEDULED', at: start + PORT_IN_TIMING.scheduledAfterMs },
      { status: 'DONE', at: start + PORT_IN_TIMING.completedAfterMs },
    ];
  }
  const reason = refusalReason ?? PORT_IN_OUTCOME_SUFFIXES[outcome].reason;
  return [
    { status: 'PROCESSING', at: start },
    { status: outcome, at: start + PORT_IN_TIMING.refusedAfterMs, reason },
  ];
}

/** How the sandbox's rule ends the transfer of `number` (see PORT_IN_OUTCOME_SUFFIXES). */
export function outcomeFor(number: string): PortInOutcome {
  for (const [outcome, rule] of Object.entries(PORT_IN_OUTCOME_SUFFIXES)) {
    if (number.endsWith(rule.suffix)) return outcome as PortInOutcome;
  }
  return 'DONE';
}

/**
 * When the number moves to Senda: the planned end of a transfer that will complete, known from
 * the moment it is requested (the portability window is fixed then); unknown while it waits.
 */
export function switchAt(timeline: readonly TimelineEntry[]): number | undefined {
  if (isWaitingForSim(timeline)) return undefined;
  return timeline.find((entry) => entry.status === 'DONE')?.at;
}
