import { describe, expect, it, vi } from 'vitest';
import {
  copyEarlyReads,
  EARLY_READS_GLOBAL,
  type EarlyReads,
  earlyReadsIn,
  fetchTakingEarlyReads,
} from './early-reads.ts';

const PAGE = 'https://senda.test/web/pre-checkout';
const CATALOGUE = '/gateway/product-service/v2/products/eligible-variants?channel=web&productCategory=esim';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** An early read as index.html's inline script leaves it. */
const early = (answer: Response | undefined, auth?: string) => ({
  answer: Promise.resolve(answer),
  ...(auth ? { auth } : {}),
});

function setup(early: EarlyReads) {
  const send = vi.fn<typeof fetch>(async () => json({ result: 'sent' }));
  return { send, fetchFn: fetchTakingEarlyReads(early, send) };
}

describe('fetchTakingEarlyReads', () => {
  it('answers a GET with the early read of the same URL, once, whatever the order of its query', async () => {
    const { send, fetchFn } = setup({ [CATALOGUE]: early(json({ result: 'early' })) });
    const url = new URL(
      '/gateway/product-service/v2/products/eligible-variants?productCategory=esim&channel=web',
      PAGE,
    );
    expect(await (await fetchFn(new Request(url))).json()).toEqual({ result: 'early' });
    expect(send).not.toHaveBeenCalled();
    // Taken once: the next read of the same URL asks the gateway.
    expect(await (await fetchFn(new Request(url))).json()).toEqual({ result: 'sent' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends the request itself when the early read failed or was not a success', async () => {
    const { send, fetchFn } = setup({
      '/gateway/a': early(undefined),
      '/gateway/b': early(json({ failure: {} }, 503)),
    });
    await fetchFn(new Request(new URL('/gateway/a', PAGE)));
    await fetchFn(new Request(new URL('/gateway/b', PAGE)));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('never answers another URL or a mutation with an early read', async () => {
    const { send, fetchFn } = setup({
      '/gateway/config': early(json({ result: 'early' })),
      '/gateway/orders': early(json({ result: 'early' })),
    });
    await fetchFn(new Request(new URL('/gateway/config?x=1', PAGE)));
    await fetchFn(new Request(new URL('/gateway/orders', PAGE), { method: 'POST', body: '{}' }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("answers a request with the customer's token only with an early read sent with the same token", async () => {
    const order = '/gateway/order-service/v2/orders/A1';
    const withToken = (token?: string) =>
      new Request(new URL(order, PAGE), token ? { headers: { 'X-Auth': token } } : {});
    // The same token: taken.
    let { send, fetchFn } = setup({ [order]: early(json({ result: 'early' }), 'token-1') });
    expect(await (await fetchFn(withToken('token-1'))).json()).toEqual({ result: 'early' });
    expect(send).not.toHaveBeenCalled();
    // Another token (a link signed another customer in), none at all, or a token against an early
    // read sent without one: sent, and the early read is gone.
    for (const [earlyToken, asked] of [
      ['token-1', 'token-2'],
      ['token-1', undefined],
      [undefined, 'token-1'],
    ] as const) {
      const reads = { [order]: early(json({ result: 'early' }), earlyToken) };
      ({ send, fetchFn } = setup(reads));
      expect(await (await fetchFn(withToken(asked))).json()).toEqual({ result: 'sent' });
      expect(send).toHaveBeenCalledTimes(1);
      expect(reads).toEqual({});
    }
  });

  it('sends the request itself when the global holds something else than an early read', async () => {
    const { send, fetchFn } = setup({
      '/gateway/a': Promise.resolve(json({ result: 'early' })),
      '/gateway/b': { answer: 'junk' },
      '/gateway/c': { answer: Promise.resolve(json({ result: 'early' })), auth: 42 },
    } as unknown as EarlyReads);
    for (const path of ['/gateway/a', '/gateway/b', '/gateway/c']) {
      expect(await (await fetchFn(new Request(new URL(path, PAGE)))).json()).toEqual({ result: 'sent' });
    }
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('cancels the body of an early answer it does not use, so the request ends', async () => {
    const otherToken = json({ result: 'early' });
    const unused = json({ failure: {} }, 503);
    const { fetchFn } = setup({
      '/gateway/order': early(otherToken, 'token-1'),
      '/gateway/config': early(unused),
    });
    await fetchFn(new Request(new URL('/gateway/order', PAGE), { headers: { 'X-Auth': 'token-2' } }));
    await fetchFn(new Request(new URL('/gateway/config', PAGE)));
    await vi.waitFor(() => {
      expect([otherToken.bodyUsed, unused.bodyUsed]).toEqual([true, true]);
    });
  });

  it('reads the global only when it is an object', () => {
    expect(earlyReadsIn({ __sendaEarlyReads: 'junk' })).toBeUndefined();
    expect(earlyReadsIn({})).toBeUndefined();
    const reads = {};
    expect(earlyReadsIn({ __sendaEarlyReads: reads })).toBe(reads);
  });
});

describe('copyEarlyReads', () => {
  it('keeps a readable copy of each answer, a refusal too, however the gateway client reads it afterwards', async () => {
    const reads: EarlyReads = {
      [CATALOGUE]: early(json({ result: 'early' })),
      '/gateway/failed': early(undefined),
      '/gateway/refused': early(json({ failure: {} }, 503)),
    };
    const copies = copyEarlyReads({ [EARLY_READS_GLOBAL]: reads });
    // The client takes the answer and reads it, as the app's first request does.
    const { fetchFn } = setup(reads);
    expect(await (await fetchFn(new Request(new URL(CATALOGUE, PAGE)))).json()).toEqual({ result: 'early' });
    expect(await (await copies[CATALOGUE])?.json()).toEqual({ result: 'early' });
    expect(await copies['/gateway/failed']).toBeUndefined();
    const refused = await copies['/gateway/refused'];
    expect(refused?.status).toBe(503);
    expect(await refused?.json()).toEqual({ failure: {} });
    expect(copyEarlyReads({})).toEqual({});
  });
});
