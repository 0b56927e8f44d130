import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExportLogsServiceRequest, PersonalData } from './otlp-logs.ts';
import type { TelemetryEvent } from './telemetry-event.ts';
import { createTelemetryReporter, TELEMETRY_MAX_PER_PAGE } from './telemetry-reporter.ts';

afterEach(() => vi.useRealTimers());

const vital: TelemetryEvent = {
  kind: 'web_vital',
  name: 'LCP',
  value: 1234.5,
  delta: 1234.5,
  id: 'v5-1',
  rating: 'good',
  attribution: { target: 'main > img', url: 'https://cdn.example/hero.webp?sig=abc' },
  page: 'https://tienda.senda.mx/web/plans?utm_source=mail',
  at: 1_700_000_000_000,
};

function setup(personal: () => PersonalData | undefined = () => undefined) {
  const sent: { url: string; body: ExportLogsServiceRequest }[] = [];
  const reporter = createTelemetryReporter({
    collectorUrl: 'https://otel.example/',
    send: (url, body) => sent.push({ url, body: JSON.parse(body) }),
    personalData: personal,
    resource: { 'service.name': 'senda-web' },
    now: () => 1_700_000_000_500,
    maxBatch: 3,
    flushAfterMs: 10_000,
  });
  const records = () => sent.flatMap((s) => s.body.resourceLogs[0]?.scopeLogs[0]?.logRecords ?? []);
  return { reporter, sent, records };
}

describe('telemetry reporter', () => {
  it('sends a batch 10 s after its first record, to {telemetryUrl}/v1/logs as one OTLP logs request', () => {
    vi.useFakeTimers();
    const { reporter, sent } = setup();
    reporter.report(vital);
    vi.advanceTimersByTime(5_000);
    reporter.report(vital);
    vi.advanceTimersByTime(4_999);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('https://otel.example/v1/logs');
    const [resourceLogs] = sent[0]?.body.resourceLogs ?? [];
    expect(resourceLogs?.resource.attributes).toEqual([
      { key: 'service.name', value: { stringValue: 'senda-web' } },
    ]);
    expect(resourceLogs?.scopeLogs[0]?.scope.name).toBe('senda.rum');
    expect(resourceLogs?.scopeLogs[0]?.logRecords).toHaveLength(2);
  });

  it('sends a full batch at once, and whatever waits when flushed (the page is hidden)', () => {
    vi.useFakeTimers();
    const { reporter, sent } = setup();
    for (let i = 0; i < 4; i += 1) reporter.report(vital);
    expect(sent.map((s) => s.body.resourceLogs[0]?.scopeLogs[0]?.logRecords.length)).toEqual([3]);
    reporter.flush();
    expect(sent.map((s) => s.body.resourceLogs[0]?.scopeLogs[0]?.logRecords.length)).toEqual([3, 1]);
    reporter.flush();
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(2);
  });

  it(`stops after ${TELEMETRY_MAX_PER_PAGE} records on one page`, () => {
    const { reporter, records } = setup();
    for (let i = 0; i < TELEMETRY_MAX_PER_PAGE + 10; i += 1) reporter.report(vital);
    reporter.flush();
    expect(records()).toHaveLength(TELEMETRY_MAX_PER_PAGE);
  });

  it('names the customer only while they allow usage data, as each event happens', () => {
    let personal: PersonalData | undefined;
    const { reporter, records } = setup(() => personal);
    reporter.report(vital);
    personal = { userId: 'U-77' };
    reporter.report(vital);
    reporter.flush();
    const userIds = records().map((r) => r.attributes.find((a) => a.key === 'enduser.id')?.value);
    expect(userIds).toEqual([undefined, { stringValue: 'U-77' }]);
  });

  it('a send that throws loses its batch and breaks nothing', () => {
    const reporter = createTelemetryReporter({
      collectorUrl: '/otlp',
      send: () => {
        throw new Error('beacon refused');
      },
      personalData: () => undefined,
      resource: {},
    });
    reporter.report(vital);
    expect(() => reporter.flush()).not.toThrow();
  });
});
