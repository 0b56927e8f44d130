import { describe, expect, it } from 'vitest';
import { type LogRecord, otlpLogsUrl, toLogRecord } from './otlp-logs.ts';
import { exceptionEvent } from './telemetry-event.ts';

const at = 1_700_000_000_123;
const attr = (record: LogRecord) => Object.fromEntries(record.attributes.map((a) => [a.key, a.value]));

describe('OTLP log records', () => {
  it('maps a web vital with its attribution, times in nanoseconds as strings, URLs without their query', () => {
    const record = toLogRecord(
      {
        kind: 'web_vital',
        name: 'INP',
        value: 312,
        delta: 312,
        id: 'v5-9',
        rating: 'needs-improvement',
        navigationType: 'navigate',
        attribution: { interactionTarget: 'button#pay', loadState: 'complete', inputDelay: 12.5 },
        page: 'https://tienda.senda.mx/web/checkout?token=abc#top',
        at,
      },
      at + 1,
    );
    expect(record).toMatchObject({
      timeUnixNano: '1700000000123000000',
      observedTimeUnixNano: '1700000000124000000',
      severityNumber: 9,
      eventName: 'browser.web_vital',
    });
    expect(attr(record)).toEqual({
      'url.full': { stringValue: 'https://tienda.senda.mx/web/checkout' },
      'web_vital.name': { stringValue: 'INP' },
      'web_vital.value': { intValue: '312' },
      'web_vital.delta': { intValue: '312' },
      'web_vital.id': { stringValue: 'v5-9' },
      'web_vital.rating': { stringValue: 'needs-improvement' },
      'web_vital.navigation_type': { stringValue: 'navigate' },
      'web_vital.attribution.interactionTarget': { stringValue: 'button#pay' },
      'web_vital.attribution.loadState': { stringValue: 'complete' },
      'web_vital.attribution.inputDelay': { doubleValue: 12.5 },
    });
  });

  it('maps an error with its stack, and never sends an e-mail, a token, a query or a phone number', () => {
    const error = new TypeError(
      'no plan for ana.perez@example.com on 5512345678 (card 4242 4242 4242 4242) at /web/line?session=eyJhbGciOi.eyJzdWIi.sig',
    );
    error.stack = `TypeError: card 4242 4242 4242 4242\n    at https://tienda.senda.mx/assets/index-Ab12Cd.js?v=2:1:123456`;
    const record = toLogRecord(
      exceptionEvent(error, 'uncaught', 'https://tienda.senda.mx/web/line/5512345678', at),
      at,
    );
    const text = JSON.stringify(record);
    expect(text).not.toMatch(/ana\.perez|5512345678|4242|eyJ|session=|\?v=2/);
    expect(attr(record)).toMatchObject({
      'url.full': { stringValue: 'https://tienda.senda.mx/web/line/[n]' },
      'exception.type': { stringValue: 'TypeError' },
      'exception.message': { stringValue: 'no plan for [email] on [n] (card [n]) at /web/line' },
      'exception.stacktrace': {
        stringValue: 'TypeError: card [n]\n    at https://tienda.senda.mx/assets/index-Ab12Cd.js:1:123456',
      },
      'senda.exception.source': { stringValue: 'uncaught' },
    });
    expect(record.severityText).toBe('ERROR');
  });

  it('maps a failed gateway call with its X-Request-Id; no answer is an error, a 4xx a warning', () => {
    const failure = toLogRecord(
      {
        kind: 'gateway_failure',
        method: 'GET',
        url: 'https://tienda.senda.mx/gateway/lines/v1/lines/5512345678?email=a@b.mx',
        requestId: '0b6c7a5e-1f7e-4c2a-9d55-8a1c2f3e4d5b',
        durationMs: 30_000,
        page: 'https://tienda.senda.mx/web/account',
        at,
      },
      at,
    );
    expect(failure.severityText).toBe('ERROR');
    expect(attr(failure)).toMatchObject({
      'http.request.method': { stringValue: 'GET' },
      'url.path': { stringValue: 'https://tienda.senda.mx/gateway/lines/v1/lines/[n]' },
      'error.type': { stringValue: 'network' },
      'http.request.header.x-request-id': { stringValue: '0b6c7a5e-1f7e-4c2a-9d55-8a1c2f3e4d5b' },
    });
    const refused = toLogRecord(
      {
        kind: 'gateway_failure',
        method: 'POST',
        url: '/gateway/carts',
        status: 422,
        requestId: 'r',
        durationMs: 5,
        page: '/',
        at,
      },
      at,
    );
    expect(refused.severityText).toBe('WARN');
    expect(attr(refused)['http.response.status_code']).toEqual({ intValue: '422' });
  });

  it('posts to {base}/v1/logs with or without a trailing slash', () => {
    expect(otlpLogsUrl('/mocks/otlp')).toBe('/mocks/otlp/v1/logs');
    expect(otlpLogsUrl('https://otel.example/')).toBe('https://otel.example/v1/logs');
  });
});
