import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type EarlyReads, fetchTakingEarlyReads } from '../../gateway/early-reads.ts';
import { createGatewayClient } from '../../gateway/gateway-client.ts';
import { createQueryClient } from '../../queries/query-client.ts';
import { setupStores } from '../../stores/test-stores.ts';
import { rescheduleGatewayCalls } from './reschedule-delivery.services.ts';

/**
 * The reschedule link's first read, index.html's validation by the link's code, is the flow's own:
 * the flow's validation takes its answer instead of asking again, whatever language it came in.
 * The gateway counts each wrong code against the link's tries, so asked twice, one wrong code
 * would cost two. The gateway here is one MSW handler that counts the validations it answers
 * (anything else it is asked for fails the test).
 */
const GATEWAY = 'https://gw.test/gateway';
const VALIDATE = `${GATEWAY}/logistics-service/v1/shipment/reschedule/validate`;
const WRONG_CODE = 'WRONG0001';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The validation refusing every code as unknown, in the language asked for; each call recorded. */
function countingGateway() {
  const asked: Array<{ code: string | null; language: string | null }> = [];
  server.use(
    http.get(VALIDATE, ({ request }) => {
      const language = request.headers.get('Accept-Language');
      asked.push({ code: new URL(request.url).searchParams.get('verificationCode'), language });
      return HttpResponse.json(
        { result: { valid: false, reason: 'INVALID' } },
        { headers: { 'Content-Language': language?.split(',')[0] ?? 'es-MX' } },
      );
    }),
  );
  return asked;
}

/** index.html's early validation as its inline script sends it: signed out, in the browser's language. */
function earlyValidation(code: string, browserLanguage: string): EarlyReads {
  const url = `${VALIDATE}?verificationCode=${code}`;
  return {
    [url]: {
      answer: fetch(url, {
        headers: { Accept: 'application/json', 'Accept-Language': browserLanguage },
      }).catch(() => undefined),
    },
  };
}

/** The flow's validation of `code` as the app makes it, signed out, in `language`. */
function appValidates(code: string, early: EarlyReads, language: string) {
  const { stores } = setupStores();
  const gateway = createGatewayClient({
    baseUrl: GATEWAY,
    session: {
      getAccessToken: () => undefined,
      setAccessToken: () => undefined,
      getDeviceId: () => '1737000000000R4242424',
      getVisitorId: () => undefined,
      getLanguage: () => language,
      logoutTarget: () => '/web/login',
      endSession: () => undefined,
    },
    fetch: fetchTakingEarlyReads(early, (input, init) => fetch(input, init)),
  });
  const calls = rescheduleGatewayCalls({ gateway, queryClient: createQueryClient(), stores });
  return calls.validate(code, new AbortController().signal);
}

describe("the reschedule link's early validation, taken by the flow", () => {
  it('a wrong code asked for in the browser’s English and checked by an app in Spanish: one validation, its refusal the page’s', async () => {
    const asked = countingGateway();
    const early = earlyValidation(WRONG_CODE, 'en-US,en;q=0.9');
    expect(await appValidates(WRONG_CODE, early, 'es-MX')).toMatchObject({
      eligible: false,
      reason: 'INVALID',
    });
    expect(asked).toEqual([{ code: WRONG_CODE, language: 'en-US,en;q=0.9' }]);
  });

  it('in the same language too: one validation', async () => {
    const asked = countingGateway();
    const early = earlyValidation(WRONG_CODE, 'es-MX');
    expect(await appValidates(WRONG_CODE, early, 'es-MX')).toMatchObject({ reason: 'INVALID' });
    expect(asked).toHaveLength(1);
  });

  it('another code than the early read’s is the app’s own validation', async () => {
    const asked = countingGateway();
    const early = earlyValidation(WRONG_CODE, 'es-MX');
    await appValidates('WRONG0002', early, 'es-MX');
    expect(asked.map((call) => call.code)).toEqual([WRONG_CODE, 'WRONG0002']);
  });
});
