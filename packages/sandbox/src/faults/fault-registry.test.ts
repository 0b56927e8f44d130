import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../domain/clock.ts';
import { FaultRegistry, type FaultTarget } from './fault-registry.ts';

const target = (overrides: Partial<FaultTarget> = {}): FaultTarget => ({
  endpointName: 'getOrder',
  template: 'order-service/v2/orders/{orderReference}',
  path: 'order-service/v2/orders/SND-1',
  method: 'GET',
  ...overrides,
});

describe('fault registry', () => {
  it('matches by endpoint name, path glob, template glob and method', () => {
    const faults = new FaultRegistry();
    faults.add({ kind: 'server_error', route: 'order-service/*', method: 'post' });
    expect(faults.take(target()).fault).toBeUndefined();
    expect(faults.take(target({ method: 'POST' })).fault?.kind).toBe('server_error');
    faults.clear();
    faults.add({ kind: 'forbidden', route: '/gateway/order-service/v2/orders/{orderReference}' });
    expect(faults.take(target()).fault?.kind).toBe('forbidden');
    faults.clear();
    faults.add({ kind: '429', route: 'getOrder' });
    expect(faults.take(target({ endpointName: 'userOrders' })).fault).toBeUndefined();
    expect(faults.take(target()).fault?.kind).toBe('rate_limited');
  });

  it('hits about the share of calls its probability says, counting only the calls it hits', () => {
    const faults = new FaultRegistry(undefined, createSeededRandom(7));
    faults.add({ kind: 'server_error', method: 'GET', probability: 0.2 });
    let hit = 0;
    for (let n = 0; n < 2000; n += 1) if (faults.take(target()).fault) hit += 1;
    expect(hit / 2000).toBeGreaterThan(0.17);
    expect(hit / 2000).toBeLessThan(0.23);
    expect(faults.take(target({ method: 'POST' })).fault).toBeUndefined();

    const limited = new FaultRegistry(undefined, createSeededRandom(7));
    limited.add({ kind: 'network', probability: 0.5, times: 3 });
    let calls = 0;
    let failures = 0;
    while (limited.list().length > 0 && calls < 1000) {
      calls += 1;
      if (limited.take(target()).fault) failures += 1;
    }
    expect(failures).toBe(3);
    expect(calls).toBeGreaterThan(3);
  });

  it('can be kept to calls that carry a token, or to calls that carry none', () => {
    const faults = new FaultRegistry();
    faults.add({ kind: '401', authenticated: true });
    expect(faults.take(target()).fault).toBeUndefined();
    expect(faults.take(target({ authenticated: true })).fault?.kind).toBe('expired_token');
    faults.clear();
    faults.add({ kind: '500', authenticated: false });
    expect(faults.take(target({ authenticated: true })).fault).toBeUndefined();
    expect(faults.take(target()).fault?.kind).toBe('server_error');
  });

  it('never hits the route it is told to spare', () => {
    const faults = new FaultRegistry();
    faults.add({ kind: '401', exceptRoute: 'refreshToken' });
    expect(faults.take(target({ endpointName: 'refreshToken' })).fault).toBeUndefined();
    expect(faults.take(target()).fault?.kind).toBe('expired_token');
  });

  it('refuses a probability outside (0, 1]', () => {
    const faults = new FaultRegistry();
    expect(() => faults.add({ kind: 'server_error', probability: 0 })).toThrow();
    expect(() => faults.add({ kind: 'server_error', probability: 1.5 })).toThrow();
  });

  it('counts down per-request faults and removes them when spent', () => {
    const faults = new FaultRegistry();
    faults.add({ kind: 'network', times: 2 });
    expect(faults.take(target()).fault?.kind).toBe('network_error');
    expect(faults.list()[0]).toMatchObject({ remaining: 1, hits: 1 });
    expect(faults.take(target()).fault?.kind).toBe('network_error');
    expect(faults.take(target()).fault).toBeUndefined();
    expect(faults.list()).toEqual([]);
  });

  it('hits only the device it is scoped to, and keeps the scope through its storage', () => {
    let saved: string | undefined;
    const storage = {
      load: () => saved,
      save: (json: string) => {
        saved = json;
      },
    };
    new FaultRegistry(storage).add({ kind: 'server_error', deviceId: 'DEV-A' });
    const faults = new FaultRegistry(storage);
    expect(faults.take({ ...target(), deviceId: 'DEV-B' }).fault).toBeUndefined();
    expect(faults.take(target()).fault).toBeUndefined();
    expect(faults.take({ ...target(), deviceId: 'DEV-A' }).fault?.kind).toBe('server_error');
  });

  it("clears one device's faults and leaves the others' (tests side by side)", () => {
    const faults = new FaultRegistry();
    faults.add({ kind: 'server_error', deviceId: 'DEV-A' });
    faults.add({ kind: 'maintenance', deviceId: 'DEV-B' });
    faults.clear('DEV-A');
    expect(faults.list().map((fault) => fault.deviceId)).toEqual(['DEV-B']);
    faults.clear();
    expect(faults.list()).toEqual([]);
  });

  it('adds latencies up and lets the first other fault decide', () => {
    const faults = new FaultRegistry();
    faults.add({ kind: 'latency', latencyMs: 100 });
    faults.add({ kind: 'delay' });
    faults.add({ kind: 'expired_token' });
    faults.add({ kind: 'server_error' });
    expect(faults.take(target())).toMatchObject({ latencyMs: 1100, fault: { kind: 'expired_token' } });
  });

  it('refuses an unknown kind and survives a reload through its storage', () => {
    const faults = new FaultRegistry();
    expect(() => faults.add({ kind: 'boom' as never })).toThrow();
    let saved: string | undefined;
    const storage = {
      load: () => saved,
      save: (json: string) => {
        saved = json;
      },
    };
    new FaultRegistry(storage).add({ kind: 'maintenance', times: 3 });
    expect(new FaultRegistry(storage).list()).toMatchObject([{ kind: 'maintenance', remaining: 3 }]);
    saved = '{not json';
    expect(new FaultRegistry(storage).list()).toEqual([]);
  });
});
