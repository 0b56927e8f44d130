import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhoneContext, uniqueEmail } from './browser';
import {
  esimPurchase,
  transferPurchaseWithDecline,
  type WalkCounts,
  WalkRecorder,
  walkTable,
} from './purchase-walk';

/**
 * Issue 15: the two purchases a new customer makes on a 360 px phone, counted (taps, fields,
 * characters, fields entered again). The table is printed for the README's "Purchase walk".
 */
let browser: Browser;
const contexts: BrowserContext[] = [];
const walks: Record<string, WalkCounts> = {};
const ESIM = 'eSIM, new number';
const TRANSFER = 'physical SIM, transfer, one decline';

/** Fields a different card needs typed again: its own number and security code (issue 15). */
const NEW_CARD_FIELDS = ['card number', 'security code'];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  if (Object.keys(walks).length > 0) console.info(`\nPurchase walk at 360 px\n${walkTable(walks)}\n`);
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function newWalk() {
  const context = await newPhoneContext(browser);
  contexts.push(context);
  return new WalkRecorder(await context.newPage());
}

describe('the purchase walked as a new customer, counted', () => {
  it('walk 1: eSIM with a new number, approved card', async () => {
    const walk = await newWalk();
    await esimPurchase(walk, uniqueEmail('walk-esim'));
    walks[ESIM] = walk.counts();
    expect(walks[ESIM].taps).toBeGreaterThan(0);
  });

  it('walk 2: physical SIM with a number transfer, a declined card then a good one', async () => {
    const walk = await newWalk();
    await transferPurchaseWithDecline(walk, {
      email: uniqueEmail('walk-transfer'),
      transfer: `55${String(Date.now()).slice(-8)}`,
    });
    walks[TRANSFER] = walk.counts();
    expect(walks[TRANSFER].enteredAgainAfterDecline).toContain('card number');
  });

  // Issue 15's tap goal is NOT met: 34 taps after the issue-15 changes (35 before; README "Purchase
  // walk" says where they go). Kept as `it.fails` so the day it is met the suite says so (an
  // it.fails that passes is reported as a failure): then make it a plain `it`.
  it.fails('goal not met yet (34 taps): the eSIM purchase takes at most 30 taps', () => {
    expect(walks[ESIM], 'walk 1 did not finish').toBeDefined();
    expect(walks[ESIM]?.taps).toBeLessThanOrEqual(30);
  });

  it('goal: after a decline only the new card is typed again (its number and security code)', () => {
    expect(walks[TRANSFER], 'walk 2 did not finish').toBeDefined();
    const again = walks[TRANSFER]?.enteredAgainAfterDecline ?? [];
    expect(again.filter((field) => !NEW_CARD_FIELDS.includes(field))).toEqual([]);
  });
});
