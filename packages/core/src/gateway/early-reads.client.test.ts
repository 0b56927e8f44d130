import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { loadErrorMessageId } from '../orders/load-error.ts';
import { type EarlyReads, fetchTakingEarlyReads } from './early-reads.ts';
import { defineEndpoint, resultEnvelope } from './endpoint.ts';
import { createGatewayClient, type GatewaySession } from './gateway-client.ts';

/**
 * The gateway client with index.html's early reads in front of its fetch, as the app has it
 * (app-services.ts): an early answer is the call's only when it is good; a failed or bad one costs
 * one request more, and the call then ends as the normal read ends, with its own error.
 */
const PAGE = 'https://senda.test/manage/order?orderRef=A1';
const order = defineEndpoint({
  name: 'order',
  method: 'GET',
  path: 'order-service/v2/orders/{orderReference}',
  credentials: true,
  response: resultEnvelope(v.object({ order_ref: v.string() })),
});
const URL_OF_A1 = '/gateway/order-service/v2/orders/A1';
const TOKEN = 'customer.token';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const GOOD = { result: { order_ref: 'A1' } };
const REFUSED = { errorId: 400001, errorCode: 'BAD_REQUEST', message: 'refused' };

const session: GatewaySession = {
  getLanguage: () => 'en-US',
  getAccessToken: () => TOKEN,
  setAccessToken: () => {},
  getDeviceId: () => 'DEV-1',
  getVisitorId: () => undefined,
  logoutTarget: () => '/web/login',
  endSession: () => {},
};

function clientWith(
  early: EarlyReads | undefined,
  answers: Array<() => Response>,
  endpoint: typeof order = order,
) {
  let calls = 0;
  const send = vi.fn<typeof fetch>(async () => {
    const next = answers[calls++] ?? answers[answers.length - 1];
    if (!next) throw new Error('no answer');
    return next();
  });
  const client = createGatewayClient({
    baseUrl: new URL('/gateway/', PAGE).href,
    session,
    fetch: fetchTakingEarlyReads(early, send),
  });
  return { send, read: () => client.call(endpoint, { params: { orderReference: 'A1' } }) };
}

const earlyRead = (answer: Response | undefined, auth: string | undefined = TOKEN): EarlyReads => ({
  [URL_OF_A1]: { answer: Promise.resolve(answer), ...(auth ? { auth } : {}) },
});

describe("the line page's early order read, through the gateway client", () => {
  it('takes a good early answer sent with the same token: no request of its own', async () => {
    const { send, read } = clientWith(earlyRead(json(GOOD)), [() => json({ result: { order_ref: 'X' } })]);
    expect(await read()).toEqual(GOOD);
    expect(send).not.toHaveBeenCalled();
  });

  it('asks again when the early answer is bad (refused by the schema) or failed, once', async () => {
    for (const early of [
      earlyRead(json({ result: { unexpected: true } })),
      earlyRead(new Response('<html>proxy error</html>', { status: 200 })),
      earlyRead(undefined),
      earlyRead(json(REFUSED, 400)),
      earlyRead(json(GOOD), 'another.token'),
    ]) {
      const { send, read } = clientWith(early, [() => json(GOOD)]);
      expect(await read()).toEqual(GOOD);
      expect(send).toHaveBeenCalledTimes(1);
    }
  });

  it('when the normal read fails too, the call fails with its error, as without the early read', async () => {
    const alone = await clientWith(undefined, [() => json(REFUSED, 400)])
      .read()
      .catch((error: unknown) => error);
    for (const early of [earlyRead(json({ result: {} })), earlyRead(undefined)]) {
      const { send, read } = clientWith(early, [() => json(REFUSED, 400)]);
      const error = await read().catch((caught: unknown) => caught);
      expect(error).toMatchObject({ kind: 'http', status: 400 });
      expect(loadErrorMessageId(error)).toBe(loadErrorMessageId(alone));
      expect(send).toHaveBeenCalledTimes(1);
    }
    // A bad early answer and a bad normal one: the normal one's schema error, asked for once.
    const { send, read } = clientWith(earlyRead(json({ result: {} })), [() => json({ result: 'junk' })]);
    await expect(read()).rejects.toMatchObject({ kind: 'schema' });
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('an early answer in another language than the call asks for', () => {
  const inLanguage = (language: string | undefined) =>
    new Response(JSON.stringify(GOOD), {
      headers: { 'content-type': 'application/json', ...(language ? { 'Content-Language': language } : {}) },
    });

  it('is asked for again in the language of the app (English here), its body cancelled', async () => {
    // A Spanish browser's early read, an app started in English.
    const spanish = inLanguage('es-MX');
    const { send, read } = clientWith(earlyRead(spanish), [() => inLanguage('en-US')]);
    expect(await read()).toEqual(GOOD);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(spanish.bodyUsed).toBe(true));
    // The same language, or an answer that names none: taken.
    for (const language of ['en-GB', undefined]) {
      const taken = clientWith(earlyRead(inLanguage(language)), [() => json(GOOD)]);
      expect(await taken.read()).toEqual(GOOD);
      expect(taken.send).not.toHaveBeenCalled();
    }
  });

  it('is taken as it came when the call says its answer has no text in a language', async () => {
    const sameInEveryLanguage = defineEndpoint({ ...order, sameInEveryLanguage: true });
    const { send, read } = clientWith(
      earlyRead(inLanguage('es-MX')),
      [() => json(GOOD)],
      sameInEveryLanguage,
    );
    expect(await read()).toEqual(GOOD);
    expect(send).not.toHaveBeenCalled();
  });
});
