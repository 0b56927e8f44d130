import { describe, expect, it } from 'vitest';
import { matchesReviewSearch } from './review-room-search';

const expired = {
  id: 'purchase-verify-otp--code-expired',
  name: 'Code Expired',
  claims: ['otpTimer.expired', 'purchase.verify-otp-signup'],
};

describe('the review room search', () => {
  it('finds a state by its machine id, its name or what its screen says, without case or accents', () => {
    expect(matchesReviewSearch(expired, 'otpTimer.expired', [])).toBe(true);
    expect(matchesReviewSearch(expired, 'code expired', [])).toBe(true);
    expect(matchesReviewSearch(expired, 'expirado', ['El código expiró', 'The code expired'])).toBe(false);
    expect(matchesReviewSearch(expired, 'codigo expiro', ['El código expiró'])).toBe(true);
  });

  it('leaves out a state that lacks one of the words', () => {
    expect(matchesReviewSearch(expired, 'expired payment', [])).toBe(false);
    expect(matchesReviewSearch(expired, '   ', [])).toBe(true);
  });
});
