import { describe, expect, it } from 'vitest';
import { channelToRecord, purchaseJourneyIdFor, visitChannel } from './purchase-channel.ts';

describe('the purchase channel of a visit', () => {
  it('opening the retail entry page means the retail channel, whatever was recorded', () => {
    expect(visitChannel('web', '/retail-onboarding')).toBe('retail');
    expect(channelToRecord('web', '/retail-onboarding')).toBe('retail');
    expect(channelToRecord(null, '/retail-onboarding')).toBe('retail');
    expect(purchaseJourneyIdFor('web', '/retail-onboarding')).toBe('retail-purchase');
  });

  it('elsewhere the recorded channel stands and nothing new is recorded', () => {
    expect(visitChannel('retail', '/web/pre-checkout')).toBe('retail');
    expect(channelToRecord('retail', '/web/pre-checkout')).toBeNull();
    expect(channelToRecord('retail', '/retail-onboarding')).toBeNull();
    expect(channelToRecord('web', '/web/pre-checkout')).toBeNull();
    expect(channelToRecord(null, '/web/pre-checkout')).toBeNull();
    expect(purchaseJourneyIdFor('retail', '/web/order-summary')).toBe('retail-purchase');
    expect(purchaseJourneyIdFor('web', '/web/order-summary')).toBe('purchase');
    expect(purchaseJourneyIdFor(undefined, '/web/order-summary')).toBe('purchase');
  });
});
