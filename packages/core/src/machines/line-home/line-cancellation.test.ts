import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Line, LineSchema } from '../../gateway/lines/index.ts';
import { LINE } from '../../gateway/test-support/line-fixture.ts';
import { LINE_ACTION_FLOWS } from '../../navigation/flow-manifests.ts';
import { simActivationCase } from '../sim-activation/sim-activation.rules.ts';
import { lineActions, lineFlowsShown, lineState } from './line-home.rules.ts';
import { lineHomeView } from './line-home.view.ts';

/**
 * A line the customer asked to cancel (the walk): the line page said "Active, it works"
 * and sold a plan switch on a line closing the next day; a SIM never activated, cancelled and
 * refunded, still read "not activated: activate it", and once activated "closed for want of
 * payment".
 */
const base = v.parse(LineSchema, LINE);
const CLOSES_AT = '2026-11-26T18:00:00.000Z';
const working: Line = {
  ...base,
  status: 'Active',
  closesAt: CLOSES_AT,
  sim: { ...base.sim, activationStatus: 'ACTIVATED', installationStatus: 'INSTALLED' },
};
const cancelledBeforeActivation: Line = {
  ...base,
  status: 'Inactive',
  activationDate: null,
  closesAt: CLOSES_AT,
  sim: { ...base.sim, type: 'physical_sim', activationStatus: 'AWAITING_ACTIVATION' },
};

describe('a line the customer asked to cancel', () => {
  it('still working: says it closes, on which date, and where to withdraw the cancellation', () => {
    const view = lineHomeView(working, {});
    expect(view.status).toMatchObject({
      kind: 'closing',
      meaningId: 'line.state.closing.meaning',
      nextActionId: 'line.state.closing.next_action',
      until: CLOSES_AT,
      remedy: 'withdrawCancellation',
      numberWorksHere: true,
    });
    // It stopped renewing when the customer asked.
    expect(view.renewalDate).toBeNull();
    expect(view.noRenewalId).toBe('line_home.renewal.closing');
  });

  it('lists no service flow, closing or closed: nothing more is sold on it', () => {
    expect(lineFlowsShown(base, LINE_ACTION_FLOWS)).toHaveLength(LINE_ACTION_FLOWS.length);
    expect(lineFlowsShown(working, LINE_ACTION_FLOWS)).toEqual([]);
    expect(lineFlowsShown(cancelledBeforeActivation, LINE_ACTION_FLOWS)).toEqual([]);
  });

  it('closed before its SIM was activated: cancelled, nothing to activate', () => {
    const state = lineState({
      line: cancelledBeforeActivation,
      delivery: { method: 'SELF_PICKUP', status: 'DELIVERED' },
    });
    expect(state).toMatchObject({
      kind: 'cancelled',
      meaningId: 'line.state.cancelled.meaning',
      nextAction: null,
    });
    expect(lineActions(cancelledBeforeActivation).map((action) => action.id)).toEqual(['serviceRequests']);
    expect(simActivationCase(cancelledBeforeActivation)).toBe('cancelled');
  });

  it('closed after it worked: cancelled, not "closed for want of payment"', () => {
    const state = lineState({ line: { ...working, status: 'Inactive' } });
    expect(state.kind).toBe('cancelled');
    expect(state.meaningId).not.toBe('line.status.inactive.meaning');
  });
});
