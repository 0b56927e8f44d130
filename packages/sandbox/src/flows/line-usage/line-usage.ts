import { findProduct } from '../../data/catalogue.ts';
import type { LineRecord } from '../../domain/sandbox-data.schema.ts';

const DAY = 24 * 60 * 60 * 1000;
/** The network counts use every quarter hour: the figures are as of the last count. */
export const COUNT_EVERY_MS = 15 * 60 * 1000;
const MB_PER_GB = 1024;

/** The plan's data in MB. */
export function planDataMb(line: LineRecord): number {
  return (findProduct(line.plan.sku)?.dataGb ?? 0) * MB_PER_GB;
}

/** Without a scenario's pace, a line uses half its allowance over a period, evenly. */
function defaultMbPerDay(line: LineRecord): number {
  return planDataMb(line) / line.plan.validityDays / 2;
}

/** When the paid period that ends at the renewal date began: the allowances are counted from there. */
export function periodStart(line: LineRecord): number | undefined {
  if (line.activatedAt === undefined || line.periodEndsAt === undefined) return undefined;
  return Math.max(line.activatedAt, line.periodEndsAt - line.plan.validityDays * DAY);
}

/**
 * The plan's data the line had used at `countedAt`: from the scenario's figure when it is of this
 * period, else from 0 at the period's start, at the line's pace; never more than the allowance. A
 * line out of service (lapsed) uses nothing after it lapsed.
 */
export function planUsedMb(line: LineRecord, countedAt: number): number {
  return Math.min(planDataMb(line), rawUsedMb(line, countedAt));
}

/**
 * What the line would have used by `countedAt` this period at its pace, allowance or not: the
 * plan's counter stops at its allowance, and what runs past it is a booster's (flows/boosters).
 */
export function rawUsedMb(line: LineRecord, countedAt: number): number {
  const start = periodStart(line);
  if (start === undefined) return 0;
  const use = line.dataUse;
  const base = use && use.at >= start ? { at: use.at, mb: use.usedMb } : { at: start, mb: 0 };
  const until = Math.min(countedAt, line.lapsedAt ?? countedAt);
  const pace = use?.mbPerDay ?? defaultMbPerDay(line);
  const used = base.mb + (pace * Math.max(0, until - base.at)) / DAY;
  return Math.round(used);
}

/** The last count before `now`. */
export const countedAt = (now: number): number => Math.floor(now / COUNT_EVERY_MS) * COUNT_EVERY_MS;

/** A ready-made customer's line that has used this share of its plan's data now, at its usual pace. */
export function setDataUsed(line: LineRecord, share: number, now: number): void {
  line.dataUse = {
    // As of now, not the last count: a line activated since that count would find the figure older than its period.
    at: now,
    usedMb: Math.round(planDataMb(line) * share),
    mbPerDay: defaultMbPerDay(line),
  };
}

/** Calls or texts as the plan gives them: unlimited when a benefit of that type says so. */
export function voiceAllowance(line: LineRecord, type: 'MINUTES' | 'SMS') {
  const benefit = findProduct(line.plan.sku)?.benefits.find((candidate) => candidate.type === type);
  if (!benefit) return { unlimited: false as const, total: 0 };
  return benefit.unlimited
    ? { unlimited: true as const }
    : { unlimited: false as const, total: Math.round(benefit.value ?? 0) };
}
