import { describe, expect, it, vi } from 'vitest';
import { type EarlyReads, earlyReadsIn, fetchTakingEarlyReads } from './early-reads.ts';

const PAGE = 'https://senda.test/web/pre-checkout';
const CATALOGUE = '/gateway/product-service/v2/products/eligible-variants?channel=web&productCategory=esim';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(early: EarlyReads) {
  const send = vi.fn<typeof fetch>(async () => json({ result: 'sent' }));
  return { send, fetchFn: fetchTakingEarlyReads(early, send) };
}

describe('fetchTakingEarlyReads', () => {
  it('answers a GET with the early read of the same URL, once, whatever the order of its query', async () => {
    const { send, fetchFn } = setup({ [CATALOGUE]: Promise.resolve(json({ result: 'early' })) });
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
      '/gateway/a': Promise.resolve(undefined),
      '/gateway/b': Promise.resolve(json({ failure: {} }, 503)),
    });
    await fetchFn(new Request(new URL('/gateway/a', PAGE)));
    await fetchFn(new Request(new URL('/gateway/b', PAGE)));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('never answers another URL, a request with a token, or a mutation with an early read', async () => {
    const early: EarlyReads = {
      '/gateway/config': Promise.resolve(json({ result: 'early' })),
      '/gateway/orders': Promise.resolve(json({ result: 'early' })),
    };
    const { send, fetchFn } = setup(early);
    await fetchFn(new Request(new URL('/gateway/config?x=1', PAGE)));
    await fetchFn(new Request(new URL('/gateway/config', PAGE), { headers: { 'X-Auth': 'token' } }));
    await fetchFn(new Request(new URL('/gateway/orders', PAGE), { method: 'POST', body: '{}' }));
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('sends the request itself when the early answer is in another language than the one asked for', async () => {
    const inLanguage = (language: string) =>
      new Response('{"result":"early"}', { headers: { 'Content-Language': language } });
    const { send, fetchFn } = setup({
      '/gateway/catalogue': Promise.resolve(inLanguage('es-MX')),
      '/gateway/fees': Promise.resolve(inLanguage('en-US')),
      '/gateway/config': Promise.resolve(json({ result: 'early' })),
    });
    const asking = (path: string) =>
      new Request(new URL(path, PAGE), { headers: { 'Accept-Language': 'en-US' } });
    // A Spanish browser's early read, an app started in English: asked again.
    expect(await (await fetchFn(asking('/gateway/catalogue'))).json()).toEqual({ result: 'sent' });
    // Same language, or an answer that names none: taken.
    expect(await (await fetchFn(asking('/gateway/fees'))).json()).toEqual({ result: 'early' });
    expect(await (await fetchFn(asking('/gateway/config'))).json()).toEqual({ result: 'early' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('reads the global only when it is an object', () => {
    expect(earlyReadsIn({ __sendaEarlyReads: 'junk' })).toBeUndefined();
    expect(earlyReadsIn({})).toBeUndefined();
    const reads = {};
    expect(earlyReadsIn({ __sendaEarlyReads: reads })).toBe(reads);
  });
});
