/**
 * Time and randomness are injected so a test can replay a whole purchase with the same codes,
 * ids and expiries every run.
 */
export interface Clock {
  now(): number;
}

/** A source of numbers in [0, 1), like Math.random. */
export interface RandomSource {
  next(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export const mathRandom: RandomSource = { next: () => Math.random() };

/** A clock that only moves when told to. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(epochMs: number): void;
}

export function createManualClock(startMs = Date.UTC(2025, 0, 15, 16, 0, 0)): ManualClock {
  let current = startMs;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (epochMs) => {
      current = epochMs;
    },
  };
}

/** mulberry32: small, fast and good enough to make test data look random yet repeatable. */
export function createSeededRandom(seed = 20250115): RandomSource {
  let a = seed >>> 0;
  return {
    next: () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

export function randomDigits(random: RandomSource, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += Math.floor(random.next() * 10).toString();
  return out;
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function randomToken(random: RandomSource, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[Math.floor(random.next() * ALPHANUMERIC.length)];
  return out;
}

const DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/**
 * An ISO 8601 duration in days and below (`PT26H`, `P30D`, `P1DT2H30M`, `P2W`) in milliseconds, or
 * undefined when it is not one. Years and months are refused: their length depends on the date.
 */
export function parseIsoDuration(text: string): number | undefined {
  const match = DURATION.exec(text.trim().toUpperCase());
  if (!match || text.trim().toUpperCase().endsWith('T') || text.trim().toUpperCase() === 'P')
    return undefined;
  const [, weeks, days, hours, minutes, seconds] = match;
  const n = (value: string | undefined) => (value === undefined ? 0 : Number(value));
  return Math.round(
    ((((n(weeks) * 7 + n(days)) * 24 + n(hours)) * 60 + n(minutes)) * 60 + n(seconds)) * 1000,
  );
}
