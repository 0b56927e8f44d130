import { FLOW_LINE_BOXES, FLOW_USAGE_OFFERS } from '@senda/core/machines/line-home';
import {
  FLOW_MANIFESTS,
  LINE_ACTION_FLOWS,
  PAID_FLOWS,
  SERVICE_FLOWS,
  SERVICE_PAYMENT_PAGES,
} from '@senda/core/navigation';
import { describe, expect, it } from 'vitest';
import { FLOW_LINE_ACTIONS } from '../features/manage/flow-line-actions';
import { LINE_BOX_COMPONENTS } from '../features/manage/flow-line-boxes';
import { USAGE_OFFER_COMPONENTS } from '../features/manage/flow-usage-offers';
import { FLOW_MACHINES } from '../storybook/coverage/screen-states';
import { PAGE_ROUTES } from './route-table';
import { SERVICE_FLOW_PAGES } from './service-flow-pages';
import { PAID_FLOW_PAGES } from './service-payment-route';

/**
 * Adding a flow is one folder and one manifest entry: its `<flow>.flow.ts` in core, found there, and
 * its feature folder here, whose `<flow>.app.ts`, `<flow>.line-action.ts` and `<flow>.coverage.ts`
 * the route table, the line page's and the request hub's actions and Storybook's coverage find by
 * their names (tests/adding-a-flow.test.ts counts the existing files a new flow touches). A manifest
 * the app does not follow somewhere fails here.
 */
describe('the app follows every flow manifest', () => {
  it('has the app part of every service flow, and none of a flow core does not have', () => {
    const ids = SERVICE_FLOWS.map((flow) => flow.id).sort();
    expect(Object.keys(SERVICE_FLOW_PAGES).sort()).toEqual(ids);
  });

  it('registers every route of every service flow', () => {
    const registered = new Set(PAGE_ROUTES.map((route) => route.path));
    const missing = SERVICE_FLOWS.flatMap((flow) =>
      Object.keys(flow.routes).filter((path) => !registered.has(path)),
    );
    expect(missing).toEqual([]);
  });

  it('registers the shared service payment pages once, with a page for every flow paid there', () => {
    const paths = PAGE_ROUTES.map((route) => route.path);
    for (const path of Object.keys(SERVICE_PAYMENT_PAGES.routes)) {
      expect(
        paths.filter((registered) => registered === path),
        path,
      ).toHaveLength(1);
    }
    const paid = FLOW_MANIFESTS.filter((flow) => flow.servicePayment).map((flow) => flow.id);
    expect(PAID_FLOWS.map((flow) => flow.id)).toEqual(paid);
    expect(paid.filter((id) => !Object.hasOwn(PAID_FLOW_PAGES, id))).toEqual([]);
  });

  it('offers every flow that has a line action on the line page and the request hub', () => {
    const withAction = FLOW_MANIFESTS.filter((flow) => flow.lineAction !== null).map((flow) => flow.id);
    expect(LINE_ACTION_FLOWS.map((flow) => flow.id)).toEqual(withAction);
    expect(withAction.filter((id) => !FLOW_LINE_ACTIONS[id])).toEqual([]);
    expect(Object.keys(FLOW_LINE_ACTIONS).sort()).toEqual([...withAction].sort());
  });

  it("draws every wing's line box, and none core does not declare", () => {
    const keys = FLOW_LINE_BOXES.map((box) => box.key).sort();
    expect(keys.length).toBeGreaterThan(0);
    expect(Object.keys(LINE_BOX_COMPONENTS).sort()).toEqual(keys);
  });

  it("draws every wing's offer on the usage card, and none core does not declare", () => {
    const keys = FLOW_USAGE_OFFERS.map((offer) => offer.key).sort();
    expect(keys.length).toBeGreaterThan(0);
    expect(Object.keys(USAGE_OFFER_COMPONENTS).sort()).toEqual(keys);
  });

  it("counts every service flow's machine in Storybook's coverage", () => {
    const missing = SERVICE_FLOWS.filter((flow) => !FLOW_MACHINES[flow.id]).map((flow) => flow.id);
    expect(missing).toEqual([]);
    expect(Object.keys(FLOW_MACHINES)).toEqual(SERVICE_FLOWS.map((flow) => flow.id));
  });
});
