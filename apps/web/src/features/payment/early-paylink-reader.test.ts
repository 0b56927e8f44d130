import { describe, expect, it } from 'vitest';
import type { EarlyFrame } from '../../shell/early-frame-fill';
import { copies, json } from '../../shell/early-read-copies.test-support';
import { earlyPaylink } from './early-paylink-reader';

/**
 * Pay-by-link's early reader: from the address's paylink_id and the copy of index.html's read of
 * that link's details, the frame's sentence for the answer (core decides which: early-paylink.ts).
 */
const FRAME: EarlyFrame = {
  reader: 'paylink',
  locale: 'en-US',
  texts: { payable: 'Pay by card, OXXO or SPEI.', 'not-found': 'Unknown link.', invalid: 'Not a link.' },
};
const DETAILS = 'https://storefront.test/gateway/payment-service/v1/paylinks/pl_1';
const scope = (search: string) => ({ location: { search } }) as unknown as Window;
const open = {
  result: {
    paylinkId: 'pl_1',
    orderRef: 'ORD-9',
    amount: { amount: 100, currency: 'MXN' },
    status: 'ACTIVE',
    expiresAt: '2999-01-01T00:00:00.000Z',
  },
};

describe('the pay-by-link early reader', () => {
  it('writes the ways to pay for an open link, under its id', async () => {
    const { readOf, asked } = copies({ [DETAILS]: json(open) });
    expect(await earlyPaylink(scope('?paylink_id=pl_1'), FRAME, readOf)).toEqual({
      ref: 'pl_1',
      sentence: 'Pay by card, OXXO or SPEI.',
    });
    expect(asked).toEqual([DETAILS]);
  });

  it('says an unknown link is unknown, from its 404', async () => {
    const { readOf } = copies({ [DETAILS]: json({ failure: { code: '404' } }, 404) });
    expect(await earlyPaylink(scope('?paylink_id=pl_1'), FRAME, readOf)).toEqual({
      ref: 'pl_1',
      sentence: 'Unknown link.',
    });
  });

  it('says an address without a usable id is not a link, reading nothing', async () => {
    const { readOf, asked } = copies({ [DETAILS]: json(open) });
    expect(await earlyPaylink(scope('?paylink_id=%20'), FRAME, readOf)).toEqual({
      ref: '',
      sentence: 'Not a link.',
    });
    expect(asked).toEqual([]);
  });

  it('writes nothing without the link’s own read, when it failed, or for another link’s', async () => {
    const none = copies({});
    expect(await earlyPaylink(scope('?paylink_id=pl_1'), FRAME, none.readOf)).toBeUndefined();
    const failed = copies({ [DETAILS]: undefined });
    expect(await earlyPaylink(scope('?paylink_id=pl_1'), FRAME, failed.readOf)).toBeUndefined();
    const other = copies({ [DETAILS]: json(open) });
    expect(await earlyPaylink(scope('?paylink_id=pl_2'), FRAME, other.readOf)).toBeUndefined();
    const down = copies({ [DETAILS]: json({}, 503) });
    expect(await earlyPaylink(scope('?paylink_id=pl_1'), FRAME, down.readOf)).toBeUndefined();
  });
});
