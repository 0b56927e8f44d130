import { describe, expect, it } from 'vitest';
import { createManualClock, createSeededRandom } from '../src/domain/clock.ts';
import { LineService } from '../src/domain/lines.ts';
import type { LineRecord } from '../src/domain/sandbox-data.schema.ts';
import { SandboxState } from '../src/domain/sandbox-state.ts';
import numberChangeLineFields from '../src/flows/number-change/number-change.line-fields.ts';

/**
 * A wing's fields on the line and its step when a line is read (number change's: the number the
 * line takes, applied once its date came), and the line's renewal charge events heard by every
 * listener: declared by the wings, none replacing another's.
 */
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** 2025-01-15T16:00Z: `auto-renewal-on` renews 2025-01-20T06:00Z (auto-renewal.test.ts). */
const START = Date.UTC(2025, 0, 15, 16, 0, 0);
const DUE = Date.parse('2025-01-20T06:00:00.000Z');

function sandboxAt(now: number) {
  const clock = createManualClock();
  clock.set(now);
  const state = new SandboxState({ clock, random: createSeededRandom(7) });
  return { clock, state };
}

function lineOf(state: SandboxState, name: 'number-change-eligible' | 'auto-renewal-on', decline = false) {
  const made = state.scenarios.create(name, decline ? { renewalCard: 'decline' } : {});
  const userId = state.auth.authenticate(made.accessToken)?.userId ?? '';
  const line = state.lines.listFor(userId)[0];
  if (!line) throw new Error('no line');
  return { ...made, line };
}

/** A free number another customer has not taken, for the line to change to. */
function freeNumber(state: SandboxState, line: LineRecord): string {
  const [free] = state.numbers.search({ category: 'FREE_NUMBER', limit: 1, userId: line.userId });
  if (!free) throw new Error('no free number');
  return free.number;
}

describe("a wing's line fields and its step when a line is read", () => {
  it('number change declares its own fields on the line', () => {
    expect(Object.keys(numberChangeLineFields).sort()).toEqual(['numberChange', 'numberChangedAt']);
  });

  it("applies a due number change when the line is read, by the wing's step", () => {
    const { clock, state } = sandboxAt(START);
    const { line } = lineOf(state, 'number-change-eligible');
    const before = line.msisdn;
    const number = freeNumber(state, line);
    line.numberChange = { requestId: 'SR-1', msisdn: number, at: START + HOUR };

    state.lines.snapshot(line);
    expect(line.msisdn).toBe(before);
    clock.set(START + HOUR);
    state.lines.snapshot(line);
    expect(line.msisdn).toBe(number);
    expect(line.numberChangedAt).toBe(START + HOUR);
    expect(line.numberChange).toBeUndefined();
    expect(line.previousNumbers?.[0]).toEqual({
      msisdn: before,
      releasedAt: START + HOUR,
      releasedBy: 'CHANGED',
    });
  });

  it('the shared line service alone knows nothing of a number change: the step is the wing’s', () => {
    const { clock, state } = sandboxAt(START);
    const { line } = lineOf(state, 'number-change-eligible');
    const before = line.msisdn;
    line.numberChange = { requestId: 'SR-1', msisdn: freeNumber(state, line), at: START + HOUR };
    const bare = new LineService(state.store, state.portIn, state.mailbox);
    clock.set(START + 2 * HOUR);
    bare.snapshot(line);
    expect(line.msisdn).toBe(before);
    expect(line.numberChange).toBeDefined();
  });

  it('a state saved with a number change on its way loads it, and applies it when its date came', () => {
    const { state } = sandboxAt(START);
    const { line } = lineOf(state, 'number-change-eligible');
    const number = freeNumber(state, line);
    line.numberChange = { requestId: 'SR-1', msisdn: number, at: START + HOUR };
    line.numberChangedAt = START - 40 * DAY;
    const clock = createManualClock();
    clock.set(START + 2 * HOUR);
    const loaded = SandboxState.fromJSON(state.serialize(), { clock, random: createSeededRandom(7) });
    expect(loaded.lastLoad).toEqual({ kind: 'loaded' });
    const saved = loaded.store.data.lines[line.accountNumber];
    if (!saved) throw new Error('line not loaded');
    expect(saved.numberChange).toEqual({ requestId: 'SR-1', msisdn: number, at: START + HOUR });
    loaded.lines.snapshot(saved);
    expect(saved.msisdn).toBe(number);
    expect(saved.numberChangedAt).toBe(START + HOUR);
  });

  it("refuses a saved state whose line breaks a wing's line field schema", () => {
    const { state } = sandboxAt(START);
    const { line } = lineOf(state, 'number-change-eligible');
    const saved = JSON.parse(state.serialize());
    saved.lines[line.accountNumber].numberChange = { requestId: 'SR-1', msisdn: 5512345678, at: 'soon' };
    expect(SandboxState.fromJSON(JSON.stringify(saved)).lastLoad.kind).not.toBe('loaded');
  });
});

describe("the line's renewal charge events: every listener hears them, in order", () => {
  it('a charged renewal reaches the shared order record and a second listener', () => {
    const { clock, state } = sandboxAt(START);
    const { line } = lineOf(state, 'auto-renewal-on');
    const heard: string[] = [];
    state.lines.renewalCharged.add((charged, charge) =>
      heard.push(`first ${charged.accountNumber} ${charge.at}`),
    );
    state.lines.renewalCharged.add((charged) => heard.push(`second ${charged.accountNumber}`));
    const orders = Object.keys(state.store.data.orders).length;
    clock.set(DUE + 1);
    state.lines.snapshot(line);
    expect(heard).toEqual([`first ${line.accountNumber} ${DUE}`, `second ${line.accountNumber}`]);
    // The sandbox state's own listener, added before these, still recorded the renewal's order.
    expect(Object.keys(state.store.data.orders).length).toBe(orders + 1);
  });

  it("a failed charge reaches auto-renewal's e-mail and a second listener", () => {
    const { clock, state } = sandboxAt(START);
    const { line, email } = lineOf(state, 'auto-renewal-on', true);
    const attempts: number[] = [];
    state.lines.renewalChargeFailed.add((_line, failure) => attempts.push(failure.attempt));
    clock.set(DUE + 1);
    state.lines.snapshot(line);
    expect(attempts).toEqual([1]);
    expect(state.mailbox.listFor(email).filter((mail) => mail.kind === 'renewal_failed')).toHaveLength(1);
  });
});
