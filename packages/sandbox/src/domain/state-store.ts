import { type Clock, type RandomSource, randomDigits, randomToken } from './clock.ts';
import type { SandboxLimits } from './limits.ts';
import type { SandboxData } from './sandbox-data.schema.ts';

/**
 * What every domain service shares: the data, the clock, the random source and the limits. The
 * data object is replaced on reset and on load, so services read `store.data` on each call.
 */
export class StateStore {
  data: SandboxData;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly limits: Readonly<SandboxLimits>;
  private readonly listeners = new Set<() => void>();

  constructor(data: SandboxData, clock: Clock, random: RandomSource, limits: Readonly<SandboxLimits>) {
    this.data = data;
    this.clock = clock;
    this.random = random;
    this.limits = limits;
  }

  /** The sandbox's time: its clock plus however far `POST /mocks/clock` has moved it ahead. */
  now(): number {
    return this.clock.now() + this.data.clockOffsetMs;
  }

  /**
   * Runs `act` as if the sandbox's time were `at` (in its past), then puts the time back: a
   * ready-made customer's history (an order paid days ago, a delivery attempted on its day) is
   * written with the dates it would have had. `act` is synchronous, so no caller sees the other time.
   */
  asOf<T>(at: number, act: () => T): T {
    const offset = this.data.clockOffsetMs;
    this.data.clockOffsetMs = offset + (at - this.now());
    try {
      return act();
    } finally {
      this.data.clockOffsetMs = offset;
      this.changed();
    }
  }

  /** Moves the sandbox's time forward (never back: what already happened stays in the past). */
  advance(ms: number): void {
    this.data.clockOffsetMs += Math.max(0, Math.round(ms));
    this.changed();
  }

  /** Unique within this state (the sequence survives a reload), unguessable enough for a fake. */
  nextId(prefix: string): string {
    this.data.sequence += 1;
    return `${prefix}${this.data.sequence.toString(36).padStart(4, '0')}${randomToken(this.random, 6)}`;
  }

  nextSequence(): number {
    this.data.sequence += 1;
    return this.data.sequence;
  }

  digits(length: number): string {
    return randomDigits(this.random, length);
  }

  token(length: number): string {
    return randomToken(this.random, length);
  }

  /** Tell persistence the data moved. */
  changed(): void {
    for (const listener of this.listeners) listener();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
