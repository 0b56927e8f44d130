import type { MessageId } from '../../i18n/messages/index.ts';
import type { UsageLevel } from '../../machines/line-home/usage-offer.ts';
import type { LineUsage } from './gateway/line-usage.ts';

/** What the line page's gauge draws: every data allowance summed, in MB. */
export interface DataGauge {
  readonly totalMb: number;
  readonly usedMb: number;
  readonly leftMb: number;
  /** 0..1, for the gauge's fill and its text equivalent. */
  readonly usedShare: number;
  /** Nothing left: the page says so and leads with the ways to get more. */
  readonly outOfData: boolean;
  /** Part of the total is boosters' (the page says how much). */
  readonly boosterMb: number;
}

/** The gauge of a line's use: the plan's and boosters' data together, as the customer spends it. */
export function dataGauge(usage: LineUsage): DataGauge {
  const totalMb = usage.data.reduce((sum, allowance) => sum + allowance.totalMb, 0);
  // A counter may run past its allowance (the network counts late): never more than all of it.
  const usedMb = Math.min(
    totalMb,
    usage.data.reduce((sum, allowance) => sum + Math.min(allowance.usedMb, allowance.totalMb), 0),
  );
  const boosterMb = usage.data
    .filter((allowance) => allowance.source === 'BOOSTER')
    .reduce((sum, allowance) => sum + allowance.totalMb, 0);
  return {
    totalMb,
    usedMb,
    leftMb: totalMb - usedMb,
    usedShare: totalMb > 0 ? usedMb / totalMb : 0,
    outOfData: totalMb > 0 && usedMb >= totalMb,
    boosterMb,
  };
}

/** From this share used the line is running low (the gauge warns; the 80 % alert's threshold too). */
export const LOW_DATA_SHARE = 0.8;

/** How the gauge reads: plenty, running low, or nothing left. */
export function dataLevel(gauge: DataGauge): UsageLevel {
  if (gauge.outOfData) return 'empty';
  return gauge.usedShare >= LOW_DATA_SHARE ? 'low' : 'ok';
}

const MB_PER_GB = 1024;

/** MB as the page writes them: GB with one decimal from 1 GB, whole MB below. */
export function dataAmount(mb: number): { value: number; unit: 'GB' | 'MB' } {
  if (mb >= MB_PER_GB) return { value: Math.floor((mb / MB_PER_GB) * 10) / 10, unit: 'GB' };
  return { value: Math.floor(mb), unit: 'MB' };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days until the allowances renew, counting a part day as one (renewing in 3 h is "1 day",
 * never "0"); 0 once the renewal has passed, null when the line has no renewal date.
 */
export function daysUntilRenewal(usage: Pick<LineUsage, 'renewsAt'>, now: number): number | null {
  if (!usage.renewsAt) return null;
  return Math.max(0, Math.ceil((Date.parse(usage.renewsAt) - now) / DAY_MS));
}

/**
 * Whether the line page shows what is left: only an active line spends an allowance; a line in
 * grace, suspended or closed has its status lead with what to do instead.
 */
export function lineUsageShown(line: { status: string }): boolean {
  return line.status === 'Active';
}

/**
 * Out of data, the sentence that leads to more names only the ways the page offers now: Renew now
 * is offered only in the period's last days (renewNowLineAction), a plan with more data always
 * (a switch now adds its allowance at once, for the prorated difference).
 */
export function outOfDataLeadId(renewOffered: boolean): MessageId {
  return renewOffered ? 'line_home.usage.out_of_data.lead' : 'line_home.usage.out_of_data.lead_switch';
}
