import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Line, LineSchema } from '../../gateway/lines/index.ts';
import { LINE } from '../../gateway/test-support/line-fixture.ts';
import { formatNationalNumber } from '../../i18n/format-national-number.ts';
import { portInTimelines } from '../request-status/request-status.services.ts';
import type { RequestTimeline } from '../request-status/request-status.types.ts';
import { requestHistoryView, serviceRequestHubView } from './request-history.view.ts';

const line: Line = {
  ...v.parse(LineSchema, LINE),
  status: 'Active',
  portIn: { requestId: 'PI-1', status: 'PROCESSING' },
};

const request = (patch: Partial<RequestTimeline>): RequestTimeline => ({
  kind: 'PLAN_SWITCH',
  requestId: 'sr_1',
  status: 'DONE',
  reason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T11:00:00.000Z',
  history: [],
  orderRef: LINE.orderRef,
  transfer: null,
  ...patch,
});

const TRANSFER = request({ kind: 'PORT_IN', requestId: 'PI-1', status: 'PROCESSING' });
const SWITCHED = request({ requestId: 'sr_1', status: 'DONE' });

describe('service-request hub', () => {
  it('offers what the line may start, lists only the requests still moving, links the history', () => {
    const view = serviceRequestHubView(line, [TRANSFER, SWITCHED]);
    expect(view.start.map((action) => action.id)).toEqual(['installEsim']);
    expect(view.open.map((row) => row.requestId)).toEqual(['PI-1']);
    expect(view.open[0]).toMatchObject({
      kindLabelId: 'service_request.type.port_in',
      status: { messageId: 'service_request.status.processing', tone: 'info' },
      path: `/manage/service-request-status?orderRef=${LINE.orderRef}`,
    });
    expect(view.pastPath).toBe(`/manage/past-service-requests?orderRef=${LINE.orderRef}`);
    expect(view.pastPortOutPath).toBe(`/manage/past-port-out-service-request?orderRef=${LINE.orderRef}`);
  });
});

describe("the customer's requests come first, in progress before the rest", () => {
  const older = request({ requestId: 'sr_old', status: 'DONE', createdAt: '2026-11-01T10:00:00.000Z' });
  const newer = request({ requestId: 'sr_new', status: 'REJECTED', createdAt: '2026-11-22T10:00:00.000Z' });
  const waiting = request({
    requestId: 'sr_wait',
    status: 'IN_PROGRESS',
    createdAt: '2026-10-01T10:00:00.000Z',
  });
  const finished = [1, 2, 3, 4].map((day) =>
    request({ requestId: `sr_${day}`, createdAt: `2026-11-0${day}T10:00:00.000Z` }),
  );

  it('the hub lists the requests in progress, then the latest finished ones, newest first', () => {
    const view = serviceRequestHubView(line, [older, TRANSFER, ...finished, newer, waiting]);
    expect(view.open.map((row) => row.requestId)).toEqual(['PI-1', 'sr_wait']);
    expect(view.recent.map((row) => row.requestId)).toEqual(['sr_new', 'sr_4', 'sr_3']);
  });

  it('the history puts what is still in progress above the finished ones, however old', () => {
    const view = requestHistoryView(line, [newer, older, waiting]);
    expect(view.rows.map((row) => row.requestId)).toEqual(['sr_wait', 'sr_new', 'sr_old']);
  });
});

describe('request history', () => {
  it('every request with its status page: the transfer by its order, the others by their id', () => {
    const view = requestHistoryView(line, [TRANSFER, SWITCHED]);
    expect(view.rows.map((row) => [row.requestId, row.outcome, row.path])).toEqual([
      ['PI-1', 'pending', `/manage/service-request-status?orderRef=${LINE.orderRef}`],
      ['sr_1', 'succeeded', `/manage/service-request-status?orderRef=${LINE.orderRef}&requestId=sr_1`],
    ]);
    expect(view.line).toMatchObject({
      msisdn: formatNationalNumber(LINE.msisdn),
      path: `/manage/order?orderRef=${LINE.orderRef}`,
    });
  });
});

describe('every transfer of the line', () => {
  const transfer = (requestId: string, status: 'PORT_IN_FAILED' | 'PROCESSING', createdAt: string) => ({
    requestId,
    orderReference: LINE.orderRef,
    number: '5512340013',
    donor: 'TELCEL',
    status,
    createdAt,
    updatedAt: createdAt,
    history: [{ status, at: createdAt }],
  });

  it('lists the latest transfer and the earlier ones, newest first; only the latest has a status page', () => {
    const first = transfer('PI-0', 'PORT_IN_FAILED', '2026-11-01T10:00:00.000Z');
    const second = transfer('PI-00', 'PORT_IN_FAILED', '2026-11-05T10:00:00.000Z');
    const latest = {
      ...transfer('PI-1', 'PROCESSING', '2026-11-10T10:00:00.000Z'),
      earlier: [first, second],
    };
    const timelines = portInTimelines(latest);
    expect(timelines.map((row) => row.requestId)).toEqual(['PI-1', 'PI-00', 'PI-0']);
    const view = requestHistoryView(line, [...timelines, SWITCHED]);
    expect(view.rows.map((row) => [row.requestId, row.path])).toEqual([
      ['PI-1', `/manage/service-request-status?orderRef=${LINE.orderRef}`],
      // The plan switch (20 Nov) is newer than the earlier transfers (5 and 1 Nov).
      ['sr_1', `/manage/service-request-status?orderRef=${LINE.orderRef}&requestId=sr_1`],
      ['PI-00', null],
      ['PI-0', null],
    ]);
  });
});

describe("a plan switch's row says when it takes effect only while it will", () => {
  const planSwitch = (timing: 'IMMEDIATE' | 'NEXT_RENEWAL') => ({
    fromPlan: { sku: 'SENDA-200', name: 'Senda 200' },
    toPlan: { sku: 'SENDA-100', name: 'Senda 100' },
    timing,
    effectiveAt: '2026-12-24T06:00:00.000Z',
  });
  const whenOf = (status: RequestTimeline['status'], timing: 'IMMEDIATE' | 'NEXT_RENEWAL') =>
    requestHistoryView(line, [request({ status, planSwitch: planSwitch(timing) })]).rows[0]?.planSwitch
      ?.whenId;

  it('a pending switch: when it is paid, or at the renewal', () => {
    expect(whenOf('PROCESSING', 'IMMEDIATE')).toBe('plan_switch.row.immediate');
    expect(whenOf('SUBMITTED', 'NEXT_RENEWAL')).toBe('plan_switch.row.at_renewal');
  });

  it('a done switch: the day it took effect', () => {
    expect(whenOf('DONE', 'NEXT_RENEWAL')).toBe('plan_switch.row.applied');
    expect(whenOf('DONE', 'IMMEDIATE')).toBe('plan_switch.row.applied');
  });

  it('a cancelled or failed switch: nothing, since it never will', () => {
    expect(whenOf('CANCELED', 'NEXT_RENEWAL')).toBeNull();
    expect(whenOf('FAILED', 'IMMEDIATE')).toBeNull();
  });
});
