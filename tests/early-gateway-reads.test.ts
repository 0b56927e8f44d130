import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bootScript, earlyReadsPlan, inlineScript } from '../scripts/vite/early-gateway-reads.ts';
import { HELD_FIRST_LOAD_ATTRIBUTE } from '../scripts/vite/held-first-load.ts';

/**
 * index.html's inline early reads (scripts/vite/early-gateway-reads.ts), run as the browser runs
 * them: a page at an address, with what storage holds and a link's token the boot script took, and
 * a fetch that records what is asked. The line page's order leaves at byte zero with the
 * customer's token, and every credentialed read carries it.
 */
const SCRIPT = inlineScript(earlyReadsPlan('/gateway/'));
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3JfMSJ9.c2lnbmF0dXJl';
const ORDER = '/gateway/order-service/v2/orders/';

interface Sent {
  url: string;
  headers: Record<string, string>;
  credentials: string;
}

function openPage(
  address: string,
  {
    stored = {},
    linkTokens,
    deployConfig = JSON.stringify({ gatewayUrl: '/gateway/', paymentProviderOrigins: [] }),
  }: { stored?: Record<string, string>; linkTokens?: string[]; deployConfig?: string | null } = {},
) {
  const sent: Sent[] = [];
  const url = new URL(address, 'https://senda.test');
  const window: Record<string, unknown> = {
    location: { pathname: url.pathname, search: url.search },
    localStorage: {
      getItem: (key: string) => stored[key] ?? null,
      setItem: (key: string, value: string) => {
        stored[key] = value;
      },
    },
    crypto: { randomUUID: () => 'request-id' },
    fetch: (target: string, init: { headers: Record<string, string>; credentials: string }) => {
      sent.push({ url: target, headers: init.headers, credentials: init.credentials });
      return Promise.resolve(new Response('{}'));
    },
    URLSearchParams,
    // The deploy config configure-deploy.ts inlines before the boot script.
    document: {
      getElementById: (id: string) =>
        id === 'senda-config' && deployConfig !== null ? { textContent: deployConfig } : null,
    },
    ...(linkTokens ? { __sendaLinkToken: linkTokens } : {}),
  };
  window.window = window;
  runInNewContext(SCRIPT, window);
  const reads = window.__sendaEarlyReads as Record<string, { auth?: string }>;
  return { sent, reads, stored, order: sent.find((request) => request.url.startsWith(ORDER)) };
}

const storedSession = (token: string) => ({
  'senda.auth': JSON.stringify({ version: 1, state: { accessToken: token } }),
});

describe('the early reads of a signed-in page', () => {
  it("the line page's order, with the link's token, beside the boot reads that carry it too", () => {
    const { order, reads, sent } = openPage('/manage/order?orderRef=SND-261124-00004', {
      linkTokens: [TOKEN],
    });
    expect(order).toEqual({
      url: `${ORDER}SND-261124-00004`,
      headers: expect.objectContaining({ 'X-Auth': TOKEN }),
      credentials: 'include',
    });
    expect(reads[`${ORDER}SND-261124-00004`]?.auth).toBe(TOKEN);
    // The global config is read with credentials, so with the token; the maintenance status without.
    const config = sent.find((request) => request.url.endsWith('global_config'));
    expect(config?.headers['X-Auth']).toBe(TOKEN);
    const maintenance = sent.find((request) => request.url.endsWith('maintenance'));
    expect(maintenance?.headers).not.toHaveProperty('X-Auth');
    expect(reads['/gateway/config-service/v1/maintenance']?.auth).toBeUndefined();
  });

  it("takes the stored session's token when the address has none, the raw key when the store has none", () => {
    expect(openPage('/manage/order?orderRef=A1', { stored: storedSession(TOKEN) }).order?.headers).toEqual(
      expect.objectContaining({ 'X-Auth': TOKEN }),
    );
    expect(
      openPage('/manage/order?order_ref=A1', { stored: { accessToken: 'raw.token' } }).order?.headers,
    ).toEqual(expect.objectContaining({ 'X-Auth': 'raw.token' }));
    // A link's token wins over the stored one (the bootstrap replaces it).
    expect(
      openPage('/manage/order?orderRef=A1', { stored: storedSession('old.token'), linkTokens: [TOKEN] }).order
        ?.headers['X-Auth'],
    ).toBe(TOKEN);
  });

  it('reads the reference as the page does: the first name present, trimmed, checked', () => {
    expect(openPage('/manage/order?orderRef=%20A1%20&order_ref=B2', { linkTokens: [TOKEN] }).order?.url).toBe(
      `${ORDER}A1`,
    );
    expect(openPage('/manage/order?orderRef=&order_ref=B2', { linkTokens: [TOKEN] }).order?.url).toBe(
      `${ORDER}B2`,
    );
    // Junk (the page says the link is broken and asks nothing): nothing sent.
    for (const junk of ['../users', 'a%2Fb', '-x', 'x'.repeat(65), 'A1%3Fx', '%20']) {
      expect(openPage(`/manage/order?orderRef=${junk}`, { linkTokens: [TOKEN] }).order).toBeUndefined();
    }
    expect(openPage('/manage/order', { linkTokens: [TOKEN] }).order).toBeUndefined();
  });

  it('sends a link token only on a page links are for, as the app takes it: elsewhere the stored one or none', () => {
    const config = (result: ReturnType<typeof openPage>) =>
      result.sent.find((request) => request.url.endsWith('global_config'))?.headers;
    expect(config(openPage('/web/signup', { linkTokens: [TOKEN] }))).not.toHaveProperty('X-Auth');
    expect(
      config(openPage('/web/signup', { stored: storedSession('own.token'), linkTokens: [TOKEN] })),
    ).toEqual(expect.objectContaining({ 'X-Auth': 'own.token' }));
    expect(config(openPage('/profile/email/', { linkTokens: [TOKEN] }))).toEqual(
      expect.objectContaining({ 'X-Auth': TOKEN }),
    );
    expect(config(openPage('/', { linkTokens: [TOKEN] }))).toEqual(
      expect.objectContaining({ 'X-Auth': TOKEN }),
    );
  });

  it('without a token (or with an ambiguous or junk link token and none stored) asks for no customer data', () => {
    expect(openPage('/manage/order?orderRef=A1').order).toBeUndefined();
    expect(
      openPage('/manage/order?orderRef=A1', { linkTokens: [TOKEN, 'other.token'] }).order,
    ).toBeUndefined();
    expect(openPage('/manage/order?orderRef=A1', { linkTokens: ['not a token'] }).order).toBeUndefined();
    const { sent } = openPage('/web/pre-checkout');
    expect(sent.some((request) => 'X-Auth' in request.headers)).toBe(false);
  });

  it('only on the line page', () => {
    expect(openPage('/manage/plan-switch?orderRef=A1', { linkTokens: [TOKEN] }).order).toBeUndefined();
  });
});

describe('the early read of a pay-by-link', () => {
  const PAYLINK = '/gateway/payment-service/v1/paylinks/';
  const paylinkRead = (sent: Sent[]) => sent.find((request) => request.url.startsWith(PAYLINK));

  it('its details by the link’s paylink_id, with no token, signed in or not (the details carry no customer data)', () => {
    for (const options of [{}, { stored: storedSession(TOKEN) }, { linkTokens: [TOKEN] }]) {
      const { sent, reads } = openPage('/payment/paylink?paylink_id=PL-261124-1', options);
      expect(paylinkRead(sent)).toEqual({
        url: `${PAYLINK}PL-261124-1`,
        headers: expect.not.objectContaining({ 'X-Auth': expect.anything() }),
        credentials: 'same-origin',
      });
      expect(reads[`${PAYLINK}PL-261124-1`]).toEqual({ answer: expect.any(Promise), auth: undefined });
    }
  });

  it('nothing for a junk or missing id (the page says the link is broken), nor on another page', () => {
    for (const junk of ['../users', 'a%2Fb', 'x'.repeat(65), '%20', '']) {
      expect(paylinkRead(openPage(`/payment/paylink?paylink_id=${junk}`).sent)).toBeUndefined();
    }
    expect(paylinkRead(openPage('/payment/paylink').sent)).toBeUndefined();
    expect(paylinkRead(openPage('/payment/paylink-expired?paylink_id=PL1').sent)).toBeUndefined();
  });
});

describe("the early read of a reschedule link (a wing's first read)", () => {
  const VALIDATE = '/gateway/logistics-service/v1/shipment/reschedule/validate?verificationCode=';
  const validation = (sent: Sent[]) => sent.find((request) => request.url.startsWith(VALIDATE));

  it("its validation by the link's code, signed out too (the code is the link's key), with the stored session's token when there is one", () => {
    const signedOut = openPage('/reschedule_delivery/sim_only?code=RSabc123');
    expect(validation(signedOut.sent)).toEqual({
      url: `${VALIDATE}RSabc123`,
      headers: expect.not.objectContaining({ 'X-Auth': expect.anything() }),
      credentials: 'include',
    });
    expect(signedOut.reads[`${VALIDATE}RSabc123`]).toEqual({ answer: expect.any(Promise), auth: undefined });
    const signedIn = openPage('/reschedule_delivery/sim_only/?code=%20RSabc123%20', {
      stored: storedSession(TOKEN),
    });
    expect(validation(signedIn.sent)?.headers['X-Auth']).toBe(TOKEN);
    expect(signedIn.reads[`${VALIDATE}RSabc123`]?.auth).toBe(TOKEN);
  });

  it("never carries a link's auth_token (the page does not take one), and nothing for a code the page would refuse", () => {
    expect(
      validation(openPage('/reschedule_delivery/sim_only?code=RSabc123', { linkTokens: [TOKEN] }).sent)
        ?.headers,
    ).not.toHaveProperty('X-Auth');
    for (const junk of ['short', 'RS-abc-123', 'x'.repeat(33), '%20', '']) {
      expect(validation(openPage(`/reschedule_delivery/sim_only?code=${junk}`).sent)).toBeUndefined();
    }
    expect(validation(openPage('/reschedule_delivery/sim_only').sent)).toBeUndefined();
    // Only the page the e-mail opens.
    expect(validation(openPage('/reschedule_delivery/review_detail?code=RSabc123').sent)).toBeUndefined();
  });

  it('a first visit makes the device id the app then keeps, so its wrong codes count on this device', () => {
    const first = openPage('/reschedule_delivery/sim_only?code=RSabc123');
    const made = first.stored.deviceId ?? '';
    expect(made).toMatch(/^\d+R\d{7}$/);
    expect(validation(first.sent)?.headers['X-DeviceId']).toBe(made);
    // Kept: the next visit sends it; a page with no address read makes none.
    const again = openPage('/reschedule_delivery/sim_only?code=RSabc123', { stored: { deviceId: made } });
    expect(validation(again.sent)?.headers['X-DeviceId']).toBe(made);
    expect(openPage('/web/pre-checkout').stored).not.toHaveProperty('deviceId');
  });

  it("a stored link session is a token on the link's pages only: elsewhere the reads go as a signed-out visitor's", () => {
    const linkSession = {
      'senda.auth': JSON.stringify({ version: 1, state: { accessToken: TOKEN, linkScope: 'reschedule' } }),
    };
    expect(
      validation(openPage('/reschedule_delivery/sim_only?code=RSabc123', { stored: linkSession }).sent)
        ?.headers['X-Auth'],
    ).toBe(TOKEN);
    const elsewhere = openPage('/manage/order?orderRef=A1', { stored: linkSession });
    expect(elsewhere.order).toBeUndefined();
    expect(elsewhere.sent.some((request) => 'X-Auth' in request.headers)).toBe(false);
  });
});

describe("the deploy config's gateway", () => {
  it('sends every early read to the gateway the page was deployed with, not the one the build knew', () => {
    const { sent, reads } = openPage('/', {
      deployConfig: JSON.stringify({
        gatewayUrl: ' https://api.operator.mx/v1 ',
        paymentProviderOrigins: [],
      }),
    });
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) expect(request.url).toMatch(/^https:\/\/api\.operator\.mx\/v1\/[a-z]/);
    expect(Object.keys(reads)).toEqual(sent.map((request) => request.url));
  });

  it('sends nothing when the page has no deploy config or a junk one (the app shows why)', () => {
    for (const deployConfig of [null, '{not json', JSON.stringify({ gatewayUrl: 42 })]) {
      expect(openPage('/', { deployConfig }).sent).toEqual([]);
    }
  });
});

/**
 * The whole boot script on a link page whose HTML holds its first load back (held-first-load.ts):
 * what the page asks for, in order. A fake document with the held template: its preloads, and the
 * entry's module script the parser put in it (not run where it is).
 */
function bootLinkPage(address: string, { held = true } = {}) {
  const happened: string[] = [];
  const url = new URL(address, 'https://senda.test');
  const element = (tag: string, attributes: Record<string, string>) => {
    const node = {
      tag,
      attributes: Object.entries(attributes).map(([name, value]) => ({ name, value })),
      parentNode: undefined as unknown,
      setAttribute(name: string, value: string) {
        node.attributes.push({ name, value });
      },
    };
    return node;
  };
  type Node = ReturnType<typeof element>;
  const describeNode = (node: Node) =>
    `${node.tag} ${node.attributes.map(({ name, value }) => `${name}=${value}`).join(' ')}`;
  const content = {
    children: [] as Node[],
    querySelectorAll: (selector: string) => content.children.filter((node) => node.tag === selector),
    removeChild: (node: Node) => content.children.splice(content.children.indexOf(node), 1),
  };
  for (const node of [
    element('link', { rel: 'modulepreload', href: '/assets/index-1.js' }),
    element('link', { rel: 'modulepreload', href: '/assets/react-1.js' }),
    element('script', { type: 'module', src: '/assets/index-1.js' }),
  ]) {
    node.parentNode = content;
    content.children.push(node);
  }
  const template = { content, parentNode: { removeChild: () => happened.push('template removed') } };
  const listeners: Record<string, () => void> = {};
  const window: Record<string, unknown> = {
    location: { href: url.href, pathname: url.pathname, search: url.search, hash: '' },
    history: { state: null, replaceState: () => undefined },
    localStorage: { getItem: () => null, setItem: () => undefined },
    crypto: { randomUUID: () => 'request-id' },
    fetch: (target: string) => {
      happened.push(`fetch ${target}`);
      return Promise.resolve(new Response('{}'));
    },
    URL,
    URLSearchParams,
    document: {
      getElementById: (id: string) =>
        id === 'senda-config' ? { textContent: JSON.stringify({ gatewayUrl: '/gateway/' }) } : null,
      querySelector: (selector: string) =>
        held && selector === `template[${HELD_FIRST_LOAD_ATTRIBUTE}]` ? template : null,
      head: {
        appendChild: (node: Node | typeof content) => {
          const nodes = 'children' in node ? node.children : [node];
          for (const added of nodes) happened.push(`head ${describeNode(added)}`);
        },
      },
      createElement: (tag: string) => element(tag, {}),
      addEventListener: (type: string, listener: () => void) => {
        listeners[type] = listener;
      },
    },
  };
  window.window = window;
  runInNewContext(bootScript(), window);
  return { happened, parsed: () => listeners.DOMContentLoaded?.() };
}

describe("a link page's first load, held by its HTML until the boot script has sent the reads", () => {
  it("is asked for after the link's read, the entry's script added once the document is parsed", () => {
    const { happened, parsed } = bootLinkPage('/payment/paylink?paylink_id=PL-261124-1');
    const released = happened.indexOf('template removed');
    // Every read first, the link's among them: they take the connections before the scripts.
    expect(happened.slice(0, released).some((event) => event.includes('/paylinks/PL-261124-1'))).toBe(true);
    expect(happened.slice(0, released).every((event) => event.startsWith('fetch'))).toBe(true);
    expect(happened.slice(released)).toEqual([
      'template removed',
      'head link rel=modulepreload href=/assets/index-1.js',
      'head link rel=modulepreload href=/assets/react-1.js',
    ]);
    // The module script runs after the parse, as the HTML's own would have: a new element, then.
    parsed();
    expect(happened.at(-1)).toBe('head script type=module src=/assets/index-1.js');
  });

  it('leaves a page without the template as it is', () => {
    const { happened, parsed } = bootLinkPage('/web/pre-checkout', { held: false });
    expect(happened.every((event) => event.startsWith('fetch'))).toBe(true);
    expect(parsed).not.toThrow();
  });
});
