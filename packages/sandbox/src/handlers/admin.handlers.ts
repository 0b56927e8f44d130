import { ServerTermsAcceptanceModeSchema } from '@senda/core/gateway';
import { type HttpHandler, HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { parseIsoDuration } from '../domain/clock.ts';
import { isSandboxFailure } from '../domain/failures.ts';
import { LocaleKeysInputSchema } from '../domain/locale-keys.ts';
import { isScenarioName, SCENARIO_NAMES, SCENARIOS } from '../domain/scenarios.ts';
import { FaultInputSchema } from '../faults/fault-registry.ts';
import { mockJson } from './responses.ts';
import type { SandboxContext } from './sandbox-context.ts';

/** `{ "advanceBy": "PT26H" }` (ISO 8601 duration) or `{ "advanceByMs": 93600000 }`, forward only. */
const ClockAdvanceSchema = v.union([
  v.strictObject({ advanceBy: v.string() }),
  v.strictObject({ advanceByMs: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
]);

/**
 * `{ "termsOfUse": "IMPLICIT" }`: the terms' acceptance mode the consent settings serve; with
 * `deviceId`, to that device only (tests running side by side).
 */
const ConsentSettingsRequestSchema = v.strictObject({
  termsOfUse: ServerTermsAcceptanceModeSchema,
  deviceId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(128))),
});

const EsimDeliveryRequestSchema = v.strictObject({
  deliveryNeeded: v.boolean(),
  deviceId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(128))),
});

/**
 * `{ "otpRequired": true }`: the port-in config asks for the SMS code to the number (an operator
 * outside Mexico's usage); with `deviceId`, to that device only.
 */
const PortInConfigRequestSchema = v.strictObject({
  otpRequired: v.boolean(),
  deviceId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(128))),
});

const ScenarioRequestSchema = v.strictObject({
  scenario: v.string(),
  email: v.optional(v.string()),
  renewalCard: v.optional(v.picklist(['approve', 'decline', 'insufficient_funds'])),
});

/**
 * `{ "accountNumber": "…" }` or `{ "msisdn": "55…" }`, and `recipient` (an operator code, e.g.
 * "ATT"): another operator asks for the line's number (domain/port-out.ts).
 */
const PortOutRequestSchema = v.strictObject({
  accountNumber: v.optional(v.pipe(v.string(), v.minLength(1))),
  msisdn: v.optional(v.pipe(v.string(), v.minLength(1))),
  recipient: v.pipe(v.string(), v.minLength(1)),
});

/** `{ "email": "…" }`: a scenario's (or any) customer's e-mail. */
const SessionRequestSchema = v.strictObject({ email: v.string() });

/**
 * Sandbox controls under /mocks: faults, maintenance mode, the clock, ready-made customers, reset
 * and a health summary. These are the sandbox's own routes, never faulted themselves.
 */
export function adminHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state, faults } = ctx;
  const clockView = () => ({
    now: new Date(state.now()).toISOString(),
    offsetMs: state.toJSON().clockOffsetMs,
  });
  return [
    http.get(`${ctx.mocksBase}/faults`, () => mockJson({ faults: faults.list() })),
    http.post(`${ctx.mocksBase}/faults`, async ({ request }) => {
      const body = await request.json().catch(() => undefined);
      const parsed = v.safeParse(FaultInputSchema, body);
      if (!parsed.success) {
        return mockJson({ error: 'INVALID_FAULT', issues: parsed.issues.map((issue) => issue.message) }, 400);
      }
      return mockJson(faults.add(body as v.InferInput<typeof FaultInputSchema>), 201);
    }),
    // `?deviceId=…` removes only that device's faults, so tests running side by side do not lift
    // each other's.
    http.delete(`${ctx.mocksBase}/faults`, ({ request }) => {
      faults.clear(new URL(request.url).searchParams.get('deviceId') ?? undefined);
      return new HttpResponse(null, { status: 204 });
    }),
    // Lets the calls a latency fault is holding go on now (`?deviceId=…`: one device's), so a
    // test ends a hold when it has seen what the hold was for; answers how many were released.
    http.post(`${ctx.mocksBase}/faults/release`, ({ request }) =>
      mockJson({
        released: ctx.heldCalls.release(new URL(request.url).searchParams.get('deviceId') ?? undefined),
      }),
    ),
    http.delete(`${ctx.mocksBase}/faults/:id`, ({ params }) =>
      faults.remove(String(params.id))
        ? new HttpResponse(null, { status: 204 })
        : mockJson({ error: 'NOT_FOUND' }, 404),
    ),
    // Remote message texts (app locale) over the served ones: a reworded label, or markup.
    http.get(`${ctx.mocksBase}/locale-keys`, ({ request }) => {
      const langCode = new URL(request.url).searchParams.get('langCode');
      return mockJson({ keys: ctx.localeKeys.served(langCode) });
    }),
    http.post(`${ctx.mocksBase}/locale-keys`, async ({ request }) => {
      const parsed = v.safeParse(LocaleKeysInputSchema, await request.json().catch(() => undefined));
      if (!parsed.success) {
        return mockJson(
          { error: 'INVALID_LOCALE_KEYS', issues: parsed.issues.map((issue) => issue.message) },
          400,
        );
      }
      return mockJson({ keys: ctx.localeKeys.set(parsed.output) }, 201);
    }),
    http.delete(`${ctx.mocksBase}/locale-keys`, () => {
      ctx.localeKeys.clear();
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${ctx.mocksBase}/maintenance`, () => mockJson({ enabled: state.maintenance })),
    http.post(`${ctx.mocksBase}/maintenance`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { enabled?: unknown };
      state.setMaintenance(body.enabled !== false);
      return mockJson({ enabled: state.maintenance });
    }),
    http.delete(`${ctx.mocksBase}/maintenance`, () => {
      state.setMaintenance(false);
      return mockJson({ enabled: false });
    }),
    // Pay-by-link is created by the shop's back office; this stands in for it.
    http.post(`${ctx.mocksBase}/paylinks`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { orderRef?: unknown };
      try {
        const paylink = state.paylinks.create(String(body.orderRef ?? ''));
        return mockJson(
          { paylinkId: paylink.paylinkId, url: `/payment/paylink?paylink_id=${paylink.paylinkId}` },
          201,
        );
      } catch (error) {
        if (isSandboxFailure(error)) return mockJson({ error: error.spec.errorCode }, error.spec.status);
        throw error;
      }
    }),
    // A port-out request comes from another operator; this stands in for it.
    http.post(`${ctx.mocksBase}/port-out`, async ({ request }) => {
      const parsed = v.safeParse(PortOutRequestSchema, await request.json().catch(() => null));
      if (!parsed.success || (!parsed.output.accountNumber && !parsed.output.msisdn)) {
        return mockJson({ error: 'accountNumber or msisdn, and recipient, are required' }, 400);
      }
      try {
        const line = state.portOut.findLine(parsed.output);
        const portOut = state.portOut.request(line, parsed.output.recipient);
        return mockJson(
          {
            accountNumber: line.accountNumber,
            recipient: portOut.recipient,
            requestedAt: new Date(portOut.requestedAt).toISOString(),
            completesAt: new Date(portOut.completesAt).toISOString(),
          },
          201,
        );
      } catch (error) {
        if (isSandboxFailure(error)) return mockJson({ error: error.spec.errorCode }, error.spec.status);
        throw error;
      }
    }),
    // Every terms acceptance mode can be seen: the consent settings are the gateway's (legal) side
    // of it, which a journey's setting can make stricter but not looser.
    http.get(`${ctx.mocksBase}/consent-settings`, ({ request }) =>
      mockJson(state.consentSettings(new URL(request.url).searchParams.get('deviceId') ?? undefined)),
    ),
    http.post(`${ctx.mocksBase}/consent-settings`, async ({ request }) => {
      const parsed = v.safeParse(ConsentSettingsRequestSchema, await request.json().catch(() => undefined));
      if (!parsed.success) {
        return mockJson(
          {
            error: 'INVALID_CONSENT_SETTINGS',
            message: 'Send { "termsOfUse": "EXPLICIT_READ" | "EXPLICIT_NO_READ" | "IMPLICIT" }.',
          },
          400,
        );
      }
      state.setTermsAcceptanceMode(parsed.output.termsOfUse, parsed.output.deviceId);
      return mockJson(state.consentSettings(parsed.output.deviceId));
    }),
    // `?deviceId=…` goes back to the operator's mode for that device only.
    http.delete(`${ctx.mocksBase}/consent-settings`, ({ request }) => {
      const deviceId = new URL(request.url).searchParams.get('deviceId') ?? undefined;
      state.setTermsAcceptanceMode(undefined, deviceId);
      return mockJson(state.consentSettings(deviceId));
    }),
    // An eSIM order that ships something (a card with its QR code) takes the delivery step.
    http.get(`${ctx.mocksBase}/esim-delivery`, ({ request }) =>
      mockJson(
        state.esimDeliverySpecification(new URL(request.url).searchParams.get('deviceId') ?? undefined),
      ),
    ),
    http.post(`${ctx.mocksBase}/esim-delivery`, async ({ request }) => {
      const parsed = v.safeParse(EsimDeliveryRequestSchema, await request.json().catch(() => undefined));
      if (!parsed.success) {
        return mockJson(
          {
            error: 'INVALID_ESIM_DELIVERY',
            message: 'Send { "deliveryNeeded": true | false, "deviceId"?: "…" }.',
          },
          400,
        );
      }
      state.setEsimDeliveryNeeded(parsed.output.deliveryNeeded, parsed.output.deviceId);
      return mockJson(state.esimDeliverySpecification(parsed.output.deviceId));
    }),
    http.delete(`${ctx.mocksBase}/esim-delivery`, ({ request }) => {
      const deviceId = new URL(request.url).searchParams.get('deviceId') ?? undefined;
      state.setEsimDeliveryNeeded(undefined, deviceId);
      return mockJson(state.esimDeliverySpecification(deviceId));
    }),
    http.get(`${ctx.mocksBase}/port-in-config`, ({ request }) =>
      mockJson(state.portInConfig(new URL(request.url).searchParams.get('deviceId') ?? undefined)),
    ),
    http.post(`${ctx.mocksBase}/port-in-config`, async ({ request }) => {
      const parsed = v.safeParse(PortInConfigRequestSchema, await request.json().catch(() => undefined));
      if (!parsed.success) {
        return mockJson(
          {
            error: 'INVALID_PORT_IN_CONFIG',
            message: 'Send { "otpRequired": true | false, "deviceId"?: "…" }.',
          },
          400,
        );
      }
      state.setPortInOtpRequired(parsed.output.otpRequired, parsed.output.deviceId);
      return mockJson(state.portInConfig(parsed.output.deviceId));
    }),
    http.delete(`${ctx.mocksBase}/port-in-config`, ({ request }) => {
      const deviceId = new URL(request.url).searchParams.get('deviceId') ?? undefined;
      state.setPortInOtpRequired(undefined, deviceId);
      return mockJson(state.portInConfig(deviceId));
    }),
    http.get(`${ctx.mocksBase}/clock`, () => mockJson(clockView())),
    http.post(`${ctx.mocksBase}/clock`, async ({ request }) => {
      const parsed = v.safeParse(ClockAdvanceSchema, await request.json().catch(() => undefined));
      const ms = !parsed.success
        ? undefined
        : 'advanceBy' in parsed.output
          ? parseIsoDuration(parsed.output.advanceBy)
          : parsed.output.advanceByMs;
      if (ms === undefined) {
        return mockJson(
          {
            error: 'INVALID_DURATION',
            message: 'Send { "advanceBy": "PT26H" } or { "advanceByMs": 93600000 }.',
          },
          400,
        );
      }
      state.advanceClock(ms);
      return mockJson({ ...clockView(), advancedByMs: ms });
    }),
    http.get(`${ctx.mocksBase}/scenarios`, () =>
      mockJson({
        scenarios: Object.entries(SCENARIOS).map(([name, recipe]) => ({
          name,
          description: recipe.description,
        })),
      }),
    ),
    http.post(`${ctx.mocksBase}/scenarios`, async ({ request }) => {
      const parsed = v.safeParse(ScenarioRequestSchema, await request.json().catch(() => undefined));
      if (!parsed.success || !isScenarioName(parsed.output.scenario)) {
        return mockJson({ error: 'UNKNOWN_SCENARIO', scenarios: SCENARIO_NAMES }, 400);
      }
      try {
        const customer = state.scenarios.create(parsed.output.scenario, {
          email: parsed.output.email,
          storefrontOrigin: ctx.storefrontUrl,
          renewalCard: parsed.output.renewalCard,
        });
        return mockJson(customer, 201);
      } catch (error) {
        if (isSandboxFailure(error)) return mockJson({ error: error.spec.errorCode }, error.spec.status);
        throw error;
      }
    }),
    // For tests and demos: a session of a customer's own, as on another device (a log-in of its
    // own), so reading what the gateway holds never spends the token a page is using.
    http.post(`${ctx.mocksBase}/sessions`, async ({ request }) => {
      const parsed = v.safeParse(SessionRequestSchema, await request.json().catch(() => undefined));
      const user = parsed.success ? state.auth.userByEmail(parsed.output.email) : undefined;
      if (!user) return mockJson({ error: 'UNKNOWN_CUSTOMER' }, 404);
      return mockJson({ accessToken: state.auth.linkSession(user.id).accessToken }, 201);
    }),
    // For tests and demos: every transaction of one order, to count what was charged.
    http.get(`${ctx.mocksBase}/payments`, ({ request }) => {
      const orderRef = new URL(request.url).searchParams.get('orderRef') ?? '';
      const payments = state.payments.forOrder(orderRef).map((payment) => ({
        transactionId: payment.transactionId,
        status: payment.status,
        amount: payment.amount,
        currency: payment.currency,
        createdAt: new Date(payment.createdAt).toISOString(),
      }));
      return mockJson({ orderRef, payments });
    }),
    // A product team's exported journey served in place of the shipped file (published-journeys.ts).
    http.get(`${ctx.mocksBase}/journeys`, () => mockJson({ published: ctx.publishedJourneys.list() })),
    http.post(`${ctx.mocksBase}/journeys/:journeyId`, async ({ params, request }) => {
      const file = await request.json().catch(() => undefined);
      const published = ctx.publishedJourneys.publish(String(params.journeyId), file);
      if (!published.ok) {
        return mockJson(
          {
            error: 'JOURNEY_NOT_PUBLISHED',
            reason: published.reason,
            message:
              'Send the journey editor’s exported file for this journey, with a revision above the one served.',
          },
          published.reason === 'unknown-journey' ? 404 : 400,
        );
      }
      return mockJson({ journeyId: params.journeyId, revision: published.revision });
    }),
    http.delete(`${ctx.mocksBase}/journeys/:journeyId`, ({ params }) =>
      mockJson({
        journeyId: params.journeyId,
        withdrawn: ctx.publishedJourneys.withdraw(String(params.journeyId)),
      }),
    ),
    http.post(`${ctx.mocksBase}/reset`, () => {
      state.reset();
      faults.clear();
      ctx.localeKeys.clear();
      ctx.publishedJourneys.clear();
      return mockJson({ reset: true });
    }),
    http.get(`${ctx.mocksBase}/health`, () => {
      const data = state.toJSON();
      return mockJson({
        ok: true,
        maintenance: data.maintenance,
        users: Object.keys(data.users).length,
        orders: Object.keys(data.orders).length,
        payments: Object.keys(data.payments).length,
        lines: Object.keys(data.lines).length,
        serviceRequests: Object.keys(data.serviceRequests).length,
        now: new Date(state.now()).toISOString(),
        mailbox: data.mailbox.length,
        faults: faults.list().length,
        journeys: ctx.journeys.ids(),
      });
    }),
  ];
}
