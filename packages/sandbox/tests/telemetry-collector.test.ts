import { createTelemetryReporter, type ExportLogsServiceRequest } from '@senda/core/telemetry';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

setupSandboxTest();

const COLLECTOR = `${ORIGIN}/mocks/otlp`;
const post = (path: string, body: string, contentType = 'application/json') =>
  fetch(`${COLLECTOR}${path}`, { method: 'POST', headers: { 'Content-Type': contentType }, body });
const seen = async () =>
  (await (await fetch(`${ORIGIN}/mocks/telemetry`)).json()) as {
    records: { eventName: string; severity: string; attributes: Record<string, unknown> }[];
    exports: { signal: string; body: ExportLogsServiceRequest }[];
  };

describe('the fake OpenTelemetry collector (/mocks/otlp, /mocks/telemetry)', () => {
  beforeEach(async () => {
    await fetch(`${ORIGIN}/mocks/telemetry`, { method: 'DELETE' });
  });

  it('takes what core’s reporter sends and shows each record with readable attributes', async () => {
    const bodies: string[] = [];
    const reporter = createTelemetryReporter({
      collectorUrl: COLLECTOR,
      send: (_url, body) => bodies.push(body),
      personalData: () => undefined,
      resource: { 'service.name': 'senda-web' },
    });
    reporter.report({
      kind: 'gateway_failure',
      method: 'GET',
      url: `${ORIGIN}/gateway/lines/v1/lines`,
      status: 503,
      requestId: 'req-42',
      durationMs: 120,
      page: `${ORIGIN}/web/account`,
      at: Date.UTC(2026, 10, 26),
    });
    reporter.flush();
    expect((await post('/v1/logs', bodies[0] ?? '')).status).toBe(200);
    const { records, exports } = await seen();
    expect(exports).toHaveLength(1);
    expect(records).toEqual([
      expect.objectContaining({
        eventName: 'senda.gateway.failure',
        severity: 'ERROR',
        time: '2026-11-26T00:00:00.000Z',
        attributes: expect.objectContaining({
          'http.request.header.x-request-id': 'req-42',
          'http.response.status_code': '503',
        }),
      }),
    ]);
  });

  it('refuses what a collector refuses: another content type (415), a body that is no export (400)', async () => {
    expect((await post('/v1/logs', '{"resourceLogs":[]}', 'text/plain')).status).toBe(415);
    expect((await post('/v1/logs', '{"logs":[]}')).status).toBe(400);
    expect((await post('/v1/metrics', '{"resourceMetrics":[]}')).status).toBe(200);
    expect((await seen()).exports.map((entry) => entry.signal)).toEqual(['metrics']);
  });
});
