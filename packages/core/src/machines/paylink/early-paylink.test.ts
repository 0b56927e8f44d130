import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { SUPPORTED_LOCALES } from '../../config/constants.ts';
import { createSendaIntl } from '../../i18n/create-intl.ts';
import { paylinkOutcome } from '../../orders/paylink-outcome.ts';
import {
  type EARLY_PAYLINK_TEXT_IDS,
  type EarlyPaylinkRead,
  earlyPaylinkAnswer,
  earlyPaylinkSentence,
  earlyPaylinkTexts,
  isPaylinkDetailsRead,
} from './early-paylink.ts';
import { paylinkMachine } from './paylink.machine.ts';
import type { PaylinkRead } from './paylink.types.ts';
import { type PaylinkScreen, paylinkView } from './paylink.view.ts';

/**
 * The sentence pay-by-link's frame says before the app runs, from the link's details read at byte
 * zero: the answer the page itself then gives (the machine's screen for the same read), in the
 * frame's language; nothing when the read cannot say.
 */
const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const details = (status: string, expiresAt = '2026-12-01T00:00:00.000Z') => ({
  result: {
    paylinkId: 'pl_1',
    orderRef: 'ORD-9',
    amount: { amount: 100, currency: 'MXN' },
    status,
    expiresAt,
    description: 'Pedido ORD-9',
  },
});
const ok = (body: unknown): EarlyPaylinkRead => ({ status: 200, body });
const notFound: EarlyPaylinkRead = { status: 404, body: { failure: { code: 404 } } };

/** The screen the page's machine reaches for the same answer (a 404 is its not-found). */
async function pageScreen(read: EarlyPaylinkRead | null): Promise<PaylinkScreen> {
  const machine = paylinkMachine.provide({
    actors: {
      readPaylink: fromPromise<PaylinkRead, string>(async () => {
        if (read?.status === 404) throw Object.assign(new Error('not found'), { status: 404 });
        const paylink = (read?.body as { result: PaylinkRead['paylink'] }).result;
        return { paylink, outcome: paylinkOutcome(paylink, NOW) };
      }),
    },
  });
  const actor = createActor(machine, { input: { paylinkId: read ? 'pl_1' : null, resume: false } }).start();
  const settled = await waitFor(actor, (snapshot) => paylinkView(snapshot).screen !== 'loading');
  return paylinkView(settled).screen;
}

const SCREEN_OF = {
  payable: 'ready',
  paid: 'already-paid',
  cancelled: 'cancelled',
  expired: 'expired',
  'not-found': 'not-found',
  invalid: 'invalid',
} as const satisfies Record<keyof typeof EARLY_PAYLINK_TEXT_IDS, PaylinkScreen>;

describe('the pay-by-link sentence written from the early read', () => {
  const answers: Array<[string, EarlyPaylinkRead | null, keyof typeof SCREEN_OF]> = [
    ['an open link', ok(details('ACTIVE')), 'payable'],
    ['an open link past its time', ok(details('ACTIVE', '2026-11-27T11:59:59.000Z')), 'expired'],
    ['an expired link', ok(details('EXPIRED')), 'expired'],
    ['a paid link', ok(details('PAID')), 'paid'],
    ['a cancelled link', ok(details('CANCELLED')), 'cancelled'],
    ['an unknown link', notFound, 'not-found'],
    ['an address with no usable paylink_id', null, 'invalid'],
  ];
  it.each(answers)('%s: the answer the page gives', async (_, read, answer) => {
    expect(earlyPaylinkAnswer(read, NOW)).toBe(answer);
    expect(await pageScreen(read)).toBe(SCREEN_OF[answer]);
  });

  it('says nothing for no read, another failure, or an answer the schema refuses', () => {
    expect(earlyPaylinkAnswer(undefined, NOW)).toBeUndefined();
    expect(earlyPaylinkAnswer({ status: 429, body: {} }, NOW)).toBeUndefined();
    expect(earlyPaylinkAnswer({ status: 503, body: details('ACTIVE') }, NOW)).toBeUndefined();
    expect(earlyPaylinkAnswer(ok({ result: { paylinkId: 'pl_1' } }), NOW)).toBeUndefined();
    expect(earlyPaylinkAnswer(ok(details('SOMETHING_NEW')), NOW)).toBeUndefined();
    expect(earlyPaylinkAnswer(ok('not json'), NOW)).toBeUndefined();
  });

  for (const locale of SUPPORTED_LOCALES) {
    it(`writes the frame's text for the answer, in ${locale}`, () => {
      const intl = createSendaIntl({ locale, onError: (error) => expect.fail(String(error)) });
      const texts = earlyPaylinkTexts((id) => intl.formatMessage({ id }));
      expect(earlyPaylinkSentence(ok(details('ACTIVE')), texts, NOW)).toBe(
        intl.formatMessage({ id: 'paylink.ways' }),
      );
      expect(earlyPaylinkSentence(notFound, texts, NOW)).toBe(
        intl.formatMessage({ id: 'paylink.not_found.title' }),
      );
      expect(earlyPaylinkSentence(ok(details('PAID')), {}, NOW)).toBeUndefined();
    });
  }

  it('knows the page’s own details read of the link, and no other', () => {
    const url = (path: string) => new URL(path, 'https://gateway.example/');
    expect(isPaylinkDetailsRead(url('/gateway/payment-service/v1/paylinks/pl_1'), 'pl_1')).toBe(true);
    expect(isPaylinkDetailsRead(url('/gateway/payment-service/v1/paylinks/pl_12'), 'pl_1')).toBe(false);
    expect(isPaylinkDetailsRead(url('/gateway/order-service/v2/orders/pl_1'), 'pl_1')).toBe(false);
  });
});
