import { type HttpHandler, HttpResponse, http } from 'msw';
import { mockJson } from './responses.ts';
import type { SandboxContext } from './sandbox-context.ts';

/** One OTLP/HTTP JSON export the fake collector took, as it came. */
export interface ReceivedExport {
  signal: 'logs' | 'metrics' | 'traces';
  receivedAt: string;
  body: unknown;
}

/** A collector kept in memory keeps no more than this many exports (the oldest go first). */
const KEPT_EXPORTS = 500;
const ROOT_FIELD = { logs: 'resourceLogs', metrics: 'resourceMetrics', traces: 'resourceSpans' } as const;

/** What each sandbox's collector received, kept beside its state (a reset sandbox starts empty). */
const received = new WeakMap<object, ReceivedExport[]>();

/** A log record's attributes as `{ key: value }`, for a person reading /mocks/telemetry. */
function readableRecords(exports: readonly ReceivedExport[]) {
  type KeyValue = { key: string; value: Record<string, unknown> };
  type Record_ = {
    eventName?: string;
    severityText?: string;
    timeUnixNano?: string;
    attributes?: KeyValue[];
  };
  return exports
    .filter((entry) => entry.signal === 'logs')
    .flatMap((entry) => {
      const body = entry.body as {
        resourceLogs?: { scopeLogs?: { logRecords?: Record_[] }[] }[];
      };
      return (body.resourceLogs ?? []).flatMap((resource) =>
        (resource.scopeLogs ?? []).flatMap((scope) => scope.logRecords ?? []),
      );
    })
    .map((record) => ({
      eventName: record.eventName,
      severity: record.severityText,
      time: record.timeUnixNano
        ? new Date(Number(BigInt(record.timeUnixNano) / 1_000_000n)).toISOString()
        : undefined,
      attributes: Object.fromEntries(
        (record.attributes ?? []).map(({ key, value }) => [key, Object.values(value)[0]]),
      ),
    }));
}

/**
 * A fake OpenTelemetry Collector: `POST /mocks/otlp/v1/{logs,metrics,traces}` takes OTLP/HTTP
 * JSON as the collector's otlp receiver does (415 for another content type, 400 for a body that
 * is no export), and `/mocks/telemetry` shows what it took — every log record with its attributes
 * readable, and the exports as they came — so a developer sees the storefront's vitals, errors and
 * failed calls. `DELETE /mocks/telemetry` forgets them.
 */
export function telemetryHandlers(ctx: SandboxContext): HttpHandler[] {
  const kept = () => {
    let list = received.get(ctx.state);
    if (!list) {
      list = [];
      received.set(ctx.state, list);
    }
    return list;
  };
  return [
    http.post(`${ctx.mocksBase}/otlp/v1/:signal`, async ({ request, params }) => {
      const signal = params.signal as ReceivedExport['signal'];
      if (!(signal in ROOT_FIELD)) return mockJson({ message: 'unknown OTLP signal' }, 404);
      if (!request.headers.get('content-type')?.startsWith('application/json')) {
        return mockJson({ message: 'only OTLP/HTTP JSON (application/json) is taken here' }, 415);
      }
      const body: unknown = await request.json().catch(() => undefined);
      if (
        typeof body !== 'object' ||
        body === null ||
        !Array.isArray((body as Record<string, unknown>)[ROOT_FIELD[signal]])
      ) {
        return mockJson(
          { message: `the body is no OTLP ${signal} export (${ROOT_FIELD[signal]} missing)` },
          400,
        );
      }
      const list = kept();
      list.push({ signal, receivedAt: new Date().toISOString(), body });
      list.splice(0, Math.max(0, list.length - KEPT_EXPORTS));
      // The OTLP success answer: an Export…ServiceResponse with nothing rejected.
      return mockJson({});
    }),
    http.get(`${ctx.mocksBase}/telemetry`, () =>
      mockJson({ records: readableRecords(kept()), exports: kept() }),
    ),
    http.delete(`${ctx.mocksBase}/telemetry`, () => {
      kept().splice(0);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
