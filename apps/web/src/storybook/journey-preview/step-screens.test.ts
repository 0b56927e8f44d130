import { describe, expect, it } from 'vitest';
import type { DeclaredStory } from '../coverage/story-claims';
import { stepScreenStories } from './step-screens';

const story = (id: string, claims: string[], plays = false): DeclaredStory => ({
  id,
  claims,
  path: undefined,
  plays,
});

describe('the story shown for a journey step', () => {
  it('is one that rests on the step: a story whose play moves on from it comes after one without', () => {
    const stories = [
      story('verify--routed-on', ['purchase.verify-otp-signup', 'verification.routed'], true),
      story('verify--counting', [
        'purchase.verify-otp-signup',
        'otpTimer.counting',
        'verification.verifying',
      ]),
    ];
    const screens = stepScreenStories(stories, 'purchase', [
      { name: 'verify-otp-signup', route: '/web/verify-otp' },
    ]);
    expect(screens.get('verify-otp-signup')).toBe('verify--counting');
  });

  it('is one that plays when no other shows the step', () => {
    const stories = [story('summary--placed', ['purchase.order-summary', 'checkout.placed'], true)];
    const screens = stepScreenStories(stories, 'purchase', [
      { name: 'order-summary', route: '/web/order-summary' },
    ]);
    expect(screens.get('order-summary')).toBe('summary--placed');
  });
});
