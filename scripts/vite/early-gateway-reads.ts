import type { Plugin } from 'vite';
import { DEVICE_RANDOM_MAX, DEVICE_RANDOM_MIN } from '../../packages/core/src/config/constants.ts';
import { DEPLOY_CONFIG_ELEMENT_ID } from '../../packages/core/src/config/deploy-config.ts';
import { EARLY_READS_GLOBAL } from '../../packages/core/src/gateway/early-reads.ts';
import { fillPath, resolveUrl } from '../../packages/core/src/gateway/endpoint.ts';
import type { GatewayClient } from '../../packages/core/src/gateway/gateway-client.ts';
import { checkoutNeedsNumberCategories } from '../../packages/core/src/machines/checkout/checkout-needs-number-categories.ts';
import { LINK_TOKEN_GLOBAL, linkTokenBootScript } from '../../packages/core/src/navigation/link-token.ts';
import {
  LINK_TOKEN_PAGES,
  LINK_TOKEN_SECTIONS,
} from '../../packages/core/src/navigation/link-token-pages.ts';
import {
  CONFIG_EXCLUDED_ROUTES,
  LINK_SCOPE_ROUTES,
  MANAGE_ROUTES,
  OTHER_ROUTES,
  PAYMENT_ROUTES,
  PURCHASE_ROUTES,
} from '../../packages/core/src/navigation/routes.ts';
import { REF_PATTERN } from '../../packages/core/src/orders/ref-query.ts';
import { COLD_VISIT_LEAVING_GLOBAL } from '../../packages/core/src/purchase/cold-visit-redirect.ts';
import { ADDRESS_FIRST_READS } from '../../packages/core/src/queries/address-first-reads.ts';
import {
  globalConfigQuery,
  maintenanceStatusQuery,
  pageFirstReads,
} from '../../packages/core/src/queries/first-load-queries.ts';
import { AUTH_TOKEN_PATTERN } from '../../packages/core/src/session/session-query.ts';
import { authDefaults } from '../../packages/core/src/stores/auth.store.ts';
import { onboardingDefaults } from '../../packages/core/src/stores/onboarding.store.ts';
import { STORAGE_KEYS, STORE_KEYS } from '../../packages/core/src/stores/storage-keys.ts';
import { REFERRER_POLICY } from '../security-headers.ts';
import { coldVisitRedirectScript } from './cold-visit-redirect.ts';
import { releaseHeldFirstLoadScript } from './held-first-load.ts';
import { isStorybookBuild } from './storybook-build.ts';

/**
 * `vite build` only: index.html starts the page load's first gateway reads at byte
 * zero, beside the scripts, instead of after the scripts have downloaded and run. On a slow
 * network that is a round trip less before the first screen.
 *
 * A small inline script at the top of `<head>` fetches, for the address being opened: the
 * maintenance status (every page), the global config (unless stored from an earlier visit, or the
 * page is one that never reads it) and the reads the page's screen starts with (core's
 * pageFirstReads, as a first visit has them: plan selection's catalogue, the order summary's
 * settings). Each answer's promise waits in `window.__sendaEarlyReads` by URL; the app's gateway
 * client takes it instead of asking again (core's early-reads.ts), checks it with the same schema,
 * and asks afresh when the early read failed. The URLs and credentials modes are worked out here
 * by running the app's own query definitions against a client that only records what it is asked
 * for, so they are the requests the app would make.
 *
 * A signed-in customer's reads carry their token, as the app's do: the token the app's
 * session bootstrap will take — a link's `auth_token` on a page links are for (one value, JWT
 * characters; the boot script has just taken it out of the address), else the stored session's — is sent as X-Auth on every read
 * that the gateway client sends with credentials, and the answer is given only to an app request
 * with the same token (core's early-reads.ts). A stored session that is a link's (a reschedule
 * link's, good on its own pages only: core's LINK_SCOPE_ROUTES) is no token anywhere else, as the
 * app ends it there. The reads a page's address decides start too (core's ADDRESS_FIRST_READS, the
 * reference checked as the page checks it): the line page's order by its orderRef, with a token
 * only; a pay-by-link's details by its paylink_id, with or without; a wing's own (the reschedule
 * link's validation by its code, with the token when there is one, else without). A
 * visitor whose stored basket leads to other reads (another SIM type's catalogue, number prices)
 * gets those from the app as before.
 */

interface EarlyRead {
  url: string;
  credentials: boolean;
}

type Definition = { queryFn: (context: { signal: AbortSignal }) => Promise<unknown> };

/**
 * The request a query definition's read makes, recorded without sending it: `make` gets a client
 * that notes the call and refuses it.
 */
function requestOf(make: (gateway: GatewayClient) => Definition, baseUrl: string): EarlyRead {
  let recorded: EarlyRead | undefined;
  const recorder: GatewayClient = {
    call: (endpoint, input) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(input?.searchParams ?? {})) {
        if (value !== undefined) query.set(key, String(value));
      }
      const search = query.toString();
      recorded = {
        url: `${resolveUrl(baseUrl, fillPath(endpoint.path, input?.params))}${search ? `?${search}` : ''}`,
        credentials: endpoint.credentials,
      };
      return Promise.reject(new Error('recorded, not sent'));
    },
  };
  make(recorder)
    .queryFn({ signal: new AbortController().signal })
    .catch(() => {});
  if (!recorded) throw new Error('a first-load read made no gateway call');
  return recorded;
}

export interface EarlyReadsPlan {
  /**
   * The gateway URL the reads' URLs were recorded with: the page's deploy config (its `gatewayUrl`,
   * inlined at deploy time by scripts/configure-deploy.ts) takes its place when the page loads.
   */
  gatewayBase: string;
  /** Every page. */
  always: EarlyRead[];
  /**
   * Unless stored (`storeKey` holds a result, in persisted-atom.ts's `{ version, state }` envelope;
   * a stored value the app then finds invalid only costs the app its own read) or the page is one
   * of `configExcluded`.
   */
  config: EarlyRead;
  storeKey: string;
  /**
   * Where the app keeps the device id: a returning visitor's early reads carry it, as its own calls
   * do. On a page with address reads (a link's page) a first visit's is made here, as the app's
   * session bootstrap makes one (core's generateDeviceId: `<ms>R<n>`, n in `deviceRange`), and kept
   * where the app then finds it: a reschedule link's validation counts wrong codes by device, and
   * one sent with none counted apart from the app's own.
   */
  deviceIdKey: string;
  deviceRange: readonly [min: number, max: number];
  configExcluded: readonly string[];
  /** By route. */
  pages: Record<string, EarlyRead[]>;
  /**
   * By route: reads whose URL holds the reference the address names (`PLACEHOLDER` stands for it),
   * read from the first of `queryNames` present and sent only when it matches the read's
   * `refPattern` (else the page shows its own error and asks nothing); a read with credentials only
   * with a token, unless `signedOut` (the reference is the link's own key).
   */
  addressed: Record<
    string,
    Array<EarlyRead & { queryNames: readonly string[]; refPattern: RegExp; signedOut: boolean }>
  >;
  /** Where the session's token is: the auth store (`{ version, state: { accessToken } }`), else the raw key. */
  tokenKeys: readonly [store: string, raw: string];
  /** A stored session of a link (the auth store's `linkScope`) is a token on these pages only. */
  linkScopes: Readonly<Record<string, readonly string[]>>;
  tokenPattern: RegExp;
}

/**
 * Stands for an address's reference in a recorded URL: path-safe, and a reference as every page
 * checks one (letters and digits), so a read that checks its reference before calling records too.
 */
export const PLACEHOLDER = 'SendaAddressRef0';

/**
 * Stands for the deploy config's gateway URL in the recorded URLs: the build does not know it (it is
 * set at deploy time), the page does.
 */
export const GATEWAY_PLACEHOLDER = '__senda.gateway__/';

export function earlyReadsPlan(baseUrl: string): EarlyReadsPlan {
  const onboarding = onboardingDefaults();
  const firstVisit = {
    simType: onboarding.selectedSimType,
    channel: authDefaults().selectedChannel,
    needsNumberCategories: checkoutNeedsNumberCategories(onboarding),
  };
  const routes = new Set(
    [PURCHASE_ROUTES, MANAGE_ROUTES, OTHER_ROUTES, PAYMENT_ROUTES].flatMap((group) => Object.values(group)),
  );
  const pages: Record<string, EarlyRead[]> = {};
  for (const route of routes) {
    const count = pageFirstReads(refusingGateway, route, firstVisit).length;
    const reads = Array.from({ length: count }, (_, index) =>
      requestOf((gateway) => pageFirstReads(gateway, route, firstVisit)[index] as Definition, baseUrl),
    ).filter((read) => !read.credentials);
    if (reads.length) pages[route] = reads;
  }
  return {
    gatewayBase: baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
    always: [requestOf(maintenanceStatusQuery, baseUrl)],
    config: requestOf(globalConfigQuery, baseUrl),
    storeKey: STORE_KEYS.globalConfig,
    deviceIdKey: STORAGE_KEYS.deviceId,
    deviceRange: [DEVICE_RANDOM_MIN, DEVICE_RANDOM_MAX],
    configExcluded: CONFIG_EXCLUDED_ROUTES,
    pages,
    addressed: Object.fromEntries(
      Object.entries(ADDRESS_FIRST_READS).map(([route, reads]) => [
        route,
        reads.map(({ queryNames, read, refPattern = REF_PATTERN, signedOut = false }) => {
          const request = requestOf((gateway) => read(gateway, PLACEHOLDER), baseUrl);
          if (!request.url.includes(PLACEHOLDER))
            throw new Error(`${route}: its read's URL has no reference`);
          return { ...request, queryNames, refPattern, signedOut };
        }),
      ]),
    ),
    tokenKeys: [STORE_KEYS.auth, STORAGE_KEYS.accessToken],
    linkScopes: LINK_SCOPE_ROUTES,
    tokenPattern: AUTH_TOKEN_PATTERN,
  };
}

const refusingGateway: GatewayClient = { call: () => Promise.reject(new Error('not sent')) };

/**
 * The inline script. Never throws and never leaves a rejected promise (a failed read is
 * `undefined`, which the app answers by asking itself). The gateway is the one the page's deploy
 * config names; a page without a readable one sends nothing (the app shows why). Headers as the gateway client sends them,
 * less what a first visit does not have yet (the device id until the app has made one, the visitor
 * id) and the app's chosen language (an answer in another one is not taken). Each read is left as
 * `{ answer, auth }`, `auth` being the token it carried, if any.
 */
export function inlineScript(plan: EarlyReadsPlan): string {
  const data = JSON.stringify({
    e: DEPLOY_CONFIG_ELEMENT_ID,
    b: plan.gatewayBase,
    a: plan.always.map((read) => [read.url, read.credentials]),
    c: [plan.config.url, plan.config.credentials],
    k: plan.storeKey,
    i: plan.deviceIdKey,
    n: plan.deviceRange,
    x: plan.configExcluded,
    r: Object.fromEntries(
      Object.entries(plan.pages).map(([route, reads]) => [
        route,
        reads.map((read) => [read.url, read.credentials]),
      ]),
    ),
    o: Object.fromEntries(
      Object.entries(plan.addressed).map(([route, reads]) => [
        route,
        reads.map((read) => [
          read.url,
          read.credentials,
          read.queryNames,
          read.refPattern.source,
          read.signedOut,
        ]),
      ]),
    ),
    h: PLACEHOLDER,
    t: plan.tokenKeys,
    s: plan.linkScopes,
    q: plan.tokenPattern.source,
    l: LINK_TOKEN_GLOBAL,
    lp: LINK_TOKEN_PAGES,
    ls: LINK_TOKEN_SECTIONS,
  });
  return (
    `(function(d){try{var e=window[${JSON.stringify(EARLY_READS_GLOBAL)}]={},` +
    `p=location.pathname.replace(/\\/+$/,'')||'/',c,t,n,` +
    // The deploy config's gateway, as the app's gateway client joins it to a path.
    `g=JSON.parse(document.getElementById(d.e).textContent).gatewayUrl;` +
    `if(typeof g!=='string')return;g=g.trim();if(g.slice(-1)!=='/')g+='/';` +
    `function u(s){return s.indexOf(d.b)===0?g+s.slice(d.b.length):s}` +
    // The session's token, as the app's bootstrap will take it: the link's on a page links are for
    // (core's link-token-pages.ts), else the stored one.
    `t=(function(){var l=(d.lp.indexOf(p)>=0||d.ls.some(function(x){return p===x||p.indexOf(x+'/')===0}))&&window[d.l],` +
    `s=l&&l.length&&l.every(function(v){return v===l[0]})&&l[0].trim();` +
    `if(s&&new RegExp(d.q).test(s))return s;s=undefined;` +
    // A link's stored session only on its link's pages (core's pageAccessToken): elsewhere none.
    `try{var z=JSON.parse(localStorage.getItem(d.t[0])).state;if(z.linkScope&&(d.s[z.linkScope]||[]).indexOf(p)<0)return;s=z.accessToken}catch(x){}` +
    `if(!s)try{s=localStorage.getItem(d.t[1])}catch(x){}return s||undefined})();` +
    // The device id: the stored one, else, on a link's page, a new one kept for the app.
    `n=(function(){try{var i=localStorage.getItem(d.i);if(!i&&d.o[p]){i=Date.now()+'R'+(d.n[0]+Math.floor(Math.random()*(d.n[1]-d.n[0]+1)));localStorage.setItem(d.i,i)}return i||undefined}catch(x){}})();` +
    `function f(r){var l=u(r[0]),h={Accept:'application/json','Content-Type':'application/json'},a=r[1]&&t?t:undefined;` +
    `try{h['X-Request-Id']=crypto.randomUUID()}catch(x){}` +
    `if(n)h['X-DeviceId']=n;` +
    `if(a)h['X-Auth']=a;` +
    `e[l]={answer:fetch(l,{headers:h,credentials:r[1]?'include':'same-origin'}).catch(function(){}),auth:a}}` +
    `d.a.forEach(f);try{c=JSON.parse(localStorage.getItem(d.k)).state.result}catch(x){}` +
    `if(!c&&d.x.indexOf(p)<0)f(d.c);(d.r[p]||[]).forEach(f);` +
    // The address's reference, as readRefQuery reads it: the first name present and not blank. A
    // read sent with credentials (customer data) leaves only with a token, unless the reference is
    // the link's own key.
    `(d.o[p]||[]).forEach(function(r){if(r[1]&&!t&&!r[4])return;var q=new URLSearchParams(location.search),v,n;` +
    `for(n=0;n<r[2].length;n++){v=q.get(r[2][n]);if(v!==null&&v.trim()!==''){v=v.trim();break}v=null}` +
    `if(v&&new RegExp(r[3]).test(v))f([r[0].split(d.h).join(encodeURIComponent(v)),r[1]])})` +
    `}catch(x){}})(${data});`
  );
}

/**
 * index.html's boot script. The link's token leaves the address first, before the early reads (or
 * anything) is sent; then a cold visit to a step nobody can open yet goes to the journey's first
 * step, and this page's reads are not sent at all. Once the reads are sent, a link page's first
 * load, which its HTML holds back until then so that the reads are not queued behind it on
 * HTTP/1.1's few connections (held-first-load.ts), is asked for.
 */
export function bootScript(): string {
  return (
    `${linkTokenBootScript(REFERRER_POLICY)}${coldVisitRedirectScript()}` +
    `if(!window[${JSON.stringify(COLD_VISIT_LEAVING_GLOBAL)}]){${inlineScript(earlyReadsPlan(GATEWAY_PLACEHOLDER))}` +
    `${releaseHeldFirstLoadScript()}}`
  );
}

export function earlyGatewayReads(): Plugin {
  let script = '';
  return {
    name: 'senda-early-gateway-reads',
    apply: 'build',
    configResolved(config) {
      // Storybook's build has no gateway of its own to read from.
      if (isStorybookBuild(config)) return;
      script = `<script>${bootScript()}</script>`;
    },
    transformIndexHtml: {
      order: 'post',
      // First in <head> after the charset: the reads leave before anything else is parsed.
      handler: (html) =>
        script ? html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    ${script}`) : html,
    },
  };
}
