import { describe, expect, it } from 'vitest';
import type { DeclaredStory } from '../coverage/story-claims';
import { stepScreenStories } from './step-screens';

const story = (id: string, claims: string[], plays = false, path?: string): DeclaredStory => ({
  id,
  file: 'x.stories.tsx',
  exportName: id.split('--')[1] ?? id,
  title: id.split('--')[0] ?? id,
  name: id.split('--')[1] ?? id,
  claims,
  path,
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

  it('is, for steps sharing one page, the story at rest on each: the form collecting, the final review confirming', () => {
    const page = '/manage/cancel-portin';
    const stories = [
      story('port-in--review', ['port-in-request.confirming'], false, page),
      story('port-in--failed-transfer', ['port-in-request.collecting'], false, page),
    ];
    const screens = stepScreenStories(stories, 'port-in-request', [
      { name: 'form', route: page },
      { name: 'review', route: page, final: true },
    ]);
    expect(Object.fromEntries(screens)).toEqual({
      form: 'port-in--failed-transfer',
      review: 'port-in--review',
    });
  });

  it('is, for a flow off the template whose states are named after its steps, the story in each step’s state', () => {
    const page = '/manage/line-registry';
    const stories = [
      story('line-registry--checking-curp', ['lineRegistration.checkingCurp'], false, page),
      story('line-registry--identity', ['lineRegistration.identity', 'manualEkyc.editing'], false, page),
      story('line-registry--curp', ['lineRegistration.curp'], false, page),
    ];
    const screens = stepScreenStories(stories, 'line-registry', [
      { name: 'curp', route: page },
      { name: 'identity', route: page, final: true },
    ]);
    expect(Object.fromEntries(screens)).toEqual({
      curp: 'line-registry--curp',
      identity: 'line-registry--identity',
    });
  });
});
