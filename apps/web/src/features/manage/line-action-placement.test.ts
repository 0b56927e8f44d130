import { describe, expect, it } from 'vitest';
import { type LineActionPlacement, placedHere } from './line-action-placement';

const KINDS = ['offer', 'refused', 'pending', 'protection'] as const;
const drawn = (placement: LineActionPlacement) => KINDS.filter((kind) => placedHere(placement, kind));

describe('where a line action is drawn', () => {
  it('the line page: the protections first, then the other offers, then the refusals, each once', () => {
    expect(drawn('protections')).toEqual(['protection']);
    expect(drawn('other-offers')).toEqual(['offer', 'pending']);
    expect(drawn('refusals')).toEqual(['refused']);
  });

  it('the request hub: a protection is one of the offers', () => {
    expect(drawn('offers')).toEqual(['offer', 'pending', 'protection']);
    expect(drawn('all')).toEqual([...KINDS]);
  });
});
