import { describe, expect, it } from 'vitest';
import type { EarlyFrame } from '../../../shell/early-frame-fill';
import { copies, json } from '../../../shell/early-read-copies.test-support';
import { earlyReschedule } from './early-reschedule-reader';

/**
 * The reschedule link's early reader: from the address's code and the copies of index.html's reads
 * (the link's validation, the global config for the dates' zone), the frame's sentence; which one
 * core decides (early-reschedule.ts). Whether the validation carried the visitor's token is passed
 * on: a session handed to someone signed in here means another customer's link.
 */
const FRAME: EarlyFrame = {
  reader: 'reschedule',
  locale: 'en-US',
  tone: 'warning',
  texts: {
    notice: 'Not delivered on \uE000.',
    until: 'Works until \uE000.',
    INVALID: 'Unknown link.',
    OTHER_CUSTOMER: 'Another account’s link.',
  },
};
const VALIDATE =
  'https://senda.test/gateway/logistics-service/v1/shipment/reschedule/validate?verificationCode=RSabc123';
const CONFIG = 'https://senda.test/gateway/config-service/v1/global_config';
/** The page: its address, nothing stored, and index.html's reads as they were sent (`auth`: with a token). */
const scope = (search: string, sentWith: Record<string, string | undefined> = {}) =>
  ({
    location: { search, href: `https://senda.test/reschedule_delivery/sim_only${search}` },
    localStorage: { getItem: () => null },
    __sendaEarlyReads: Object.fromEntries(
      Object.entries(sentWith).map(([url, auth]) => [url, { answer: Promise.resolve(undefined), auth }]),
    ),
  }) as unknown as Window;
const address = { postalCode: '06700', country: 'MX' };
const valid = {
  result: {
    valid: true,
    reschedule: {
      rescheduleId: 'rs_1',
      orderRef: 'SND-1',
      deliveryAddress: address,
      billingAddress: address,
      failedAt: '2026-11-24T18:00:00.000Z',
      expiresAt: '2026-12-01T18:00:00.000Z',
      fees: {
        DOORSTEP_DELIVERY: { amount: 49, currency: 'MXN' },
        SELF_PICKUP: { amount: 0, currency: 'MXN' },
      },
      slotCalendarId: 'doorstep',
    },
    accessToken: 'link.session.token',
  },
};
const config = { result: { country_config: {} } };

describe('the reschedule link early reader', () => {
  it("writes the failed delivery's notice under the link's code, its dates in the config's zone", async () => {
    const { readOf, asked } = copies({ [VALIDATE]: json(valid), [CONFIG]: json(config) });
    expect(await earlyReschedule(scope('?code=RSabc123', { [VALIDATE]: undefined }), FRAME, readOf)).toEqual({
      ref: 'RSabc123',
      sentence: 'Not delivered on Nov 24, 2026. Works until Dec 1, 2026.',
    });
    expect(asked.sort()).toEqual([CONFIG, VALIDATE].sort());
  });

  it('says the link is another customer’s when the visitor signed in here was handed a session', async () => {
    const { readOf } = copies({ [VALIDATE]: json(valid), [CONFIG]: json(config) });
    expect(
      await earlyReschedule(scope('?code=RSabc123', { [VALIDATE]: 'stored.token' }), FRAME, readOf),
    ).toEqual({
      ref: 'RSabc123',
      sentence: 'Another account’s link.',
    });
  });

  it("says nothing for an address the page refuses, or without the code's own validation", async () => {
    const { readOf, asked } = copies({ [VALIDATE]: json(valid), [CONFIG]: json(config) });
    expect(await earlyReschedule(scope('?code=RS-1'), FRAME, readOf)).toBeUndefined();
    expect(await earlyReschedule(scope('?code=RSabc124'), FRAME, readOf)).toBeUndefined();
    expect(asked).toEqual([]);
  });
});
