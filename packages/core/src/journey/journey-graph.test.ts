import { describe, expect, it } from 'vitest';
import { conditionsHold, JOURNEY_CONDITIONS, UnknownConditionError } from './journey-conditions.ts';
import { withDefaultFacts } from './journey-facts.ts';
import { findWitness, journeyGraph, journeyMermaid } from './journey-graph.ts';
import { loadFixtureJourney } from './test-journeys.ts';

const purchase = loadFixtureJourney();

describe('journey conditions', () => {
  it('reads the facts a product team names', () => {
    const facts = withDefaultFacts({ simType: 'psim', numberType: 'number_transfer', isGuestUser: true });
    expect(conditionsHold(['physicalSim', 'numberTransfer', 'guest', 'loggedOut'], facts)).toBe(true);
    expect(conditionsHold(['newNumber'], facts)).toBe(false);
    expect(conditionsHold(['notGuest'], facts)).toBe(false);
  });

  it('needs delivery for a physical SIM or an eSIM whose specification says so, and not otherwise', () => {
    const needs = (simType: 'esim' | 'psim', esimDeliveryNeeded: boolean) =>
      JOURNEY_CONDITIONS.deliveryNeeded.test(withDefaultFacts({ simType, esimDeliveryNeeded }));
    expect([needs('psim', false), needs('esim', true), needs('esim', false)]).toEqual([true, true, false]);
  });

  it('an unknown name is an error, never a silent false', () => {
    expect(() => conditionsHold(['physicalSIM'], withDefaultFacts({}))).toThrow(UnknownConditionError);
  });

  it('starts from the §9 defaults: prepaid, eSIM, new number, web', () => {
    expect(withDefaultFacts({})).toMatchObject({
      productType: 'prepaid',
      simType: 'esim',
      numberType: 'new_number',
      channel: 'web',
    });
  });
});

describe('journey graph', () => {
  it('finds facts that make a combination of conditions hold, or proves none exist', () => {
    const witness = findWitness(purchase, [['deliveryNeeded']], [['ekycRequired']]);
    expect(Object.keys(witness ?? {}).sort()).toEqual(['ekycRequired', 'esimDeliveryNeeded', 'simType']);
    expect(conditionsHold(['deliveryNeeded'], withDefaultFacts(witness ?? {}))).toBe(true);
    expect(conditionsHold(['ekycRequired'], withDefaultFacts(witness ?? {}))).toBe(false);
    expect(findWitness(purchase, [['guest', 'notGuest']], [])).toBeNull();
    expect(findWitness(purchase, [['esim']], [['esimDeliveryNeeded'], ['deliveryNeeded']])).toEqual({
      simType: 'esim',
      esimDeliveryNeeded: false,
    });
  });

  it('derives the purchase edges, skipping and branching as the conditions say', () => {
    const { edges } = journeyGraph(purchase);
    const from = (step: string) =>
      edges.filter((edge) => edge.from === step).map((edge) => `${edge.kind}:${edge.to}`);
    expect(from('address-details')).toEqual(['next:manual-ekyc', 'next:delivery', 'next:order-summary']);
    expect(from('payment')).toEqual(['next:payment-success', 'next:payment-failed']);
    expect(from('signup')).toContain('switch:login');
    expect(from('verify-otp-signup')).toEqual(
      expect.arrayContaining([
        'exit:exit:manage-order',
        'exit:exit:order-list',
        'exit:exit:redirect',
        'next:pending-orders',
      ]),
    );
    expect(from('pending-order-details')).toEqual(['next:order-summary']);
  });

  it('prints a Mermaid flowchart with every step, exit and edge', () => {
    const text = journeyMermaid(purchase);
    expect(text.split('\n')[0]).toBe('flowchart TD');
    for (const step of purchase.steps) expect(text).toContain(`${step.name}<br/>${step.route}`);
    expect(text).toContain('payment_success(["payment-success<br/>/web/payment-success"])');
    expect(text).toContain('signup -.->|switch| login');
    expect(text).toContain('verify_otp_signup -.->|exit| exit_manage_order');
    expect(text).toContain('payment -->|paymentFailed; skips payment-success| payment_failed');
  });
});
