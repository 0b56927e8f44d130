import { describe, expect, it } from 'vitest';
import { telemetryPersonalData } from './telemetry-consent.ts';

describe('telemetry consent', () => {
  it('adds the account id only while usage data is shared', () => {
    expect(telemetryPersonalData({ manualPrivacySetting: true, userId: 'U-1' })).toEqual({ userId: 'U-1' });
    expect(telemetryPersonalData({ manualPrivacySetting: false, userId: 'U-1' })).toBeUndefined();
    expect(telemetryPersonalData({ manualPrivacySetting: true, userId: null })).toEqual({});
  });
});
