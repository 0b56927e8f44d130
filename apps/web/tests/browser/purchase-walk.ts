import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type PurchaseChoices, type StepWalkers, walkPurchase } from './journey-walk';
import {
  cardComplete,
  cardNumberFrame,
  freshCurp,
  leaveOrderSummary,
  MORNING_WINDOW,
  readMailbox,
  securityCodeFrame,
} from './purchase-flow';

/**
 * A purchase walked as a new customer on a phone, counted: every tap, every field typed into and
 * every character typed. The steps below only act through a WalkRecorder, so nothing the customer
 * does goes uncounted.
 *
 * Counting rules (docs/performance.md, "Purchase walk"):
 * - a tap is pressing a button, a choice (radio, checkbox, an option of a list) or a link; focusing
 *   a text field is not a tap;
 * - a typed field is a field the customer types into, counted once however often it is typed
 *   (card number, expiry and security code are three; the six code boxes are one);
 * - a native select is one tap (the option picked) and no typed field;
 * - a radio or checkbox already in the wanted state, or a field already filled, costs nothing;
 * - scrolling is not counted.
 * The goals are counted to the first Pay: a walk with a declined card also counts the whole walk.
 *
 * The steps tolerate the screens other changes brought (the SIM type asked once, the code sent on
 * its sixth digit, the payment-method step skipped when one method applies, the date of birth
 * filled from the CURP, the transferred number already the contact phone, the postal code alone
 * for an eSIM): where a screen may or may not ask something, the step answers only what is asked.
 */

export interface WalkCounts {
  /** Taps over the whole walk. */
  taps: number;
  /** Fields typed into over the whole walk (each once). */
  fields: number;
  characters: number;
  /** Taps and typed fields to the first Pay: what the goals are about. */
  toFirstPay: { taps: number; fields: number };
  /** Fields entered more than once over the whole walk, with how many times. */
  repeated: Record<string, number>;
  /** Fields entered before the card was declined and again after it. */
  enteredAgainAfterDecline: string[];
  /** Taps per step, in the order the steps were walked. */
  tapsByStep: [string, number][];
}

export class WalkRecorder {
  private taps = 0;
  private characters = 0;
  private readonly entries = new Map<string, number>();
  private readonly beforeDecline = new Set<string>();
  private readonly afterDecline = new Set<string>();
  private declined = false;
  private readonly steps: [string, number][] = [];
  private readonly typed = new Set<string>();
  private firstPay: { taps: number; fields: number } | null = null;

  /** `onStep` runs as each step's page is reached, before anything is done on it (screenshots). */
  constructor(
    readonly page: Page,
    private readonly onStep?: (name: string) => Promise<void>,
  ) {}

  /** Taps from here on are counted under `name`. */
  async step(name: string) {
    this.steps.push([name, 0]);
    await this.onStep?.(name);
  }

  /** The card was declined: fields entered from now on are compared with those entered before. */
  markDecline() {
    this.declined = true;
  }

  private countTaps(count: number) {
    this.taps += count;
    const current = this.steps.at(-1);
    if (current) current[1] += count;
  }

  /** The first Pay was pressed: the goals' counts stop here. */
  markFirstPay() {
    this.firstPay ??= { taps: this.taps, fields: this.typed.size };
  }

  private countEntry(field: string) {
    this.entries.set(field, (this.entries.get(field) ?? 0) + 1);
    (this.declined ? this.afterDecline : this.beforeDecline).add(field);
  }

  async tap(target: Locator) {
    await target.click();
    this.countTaps(1);
  }

  /** A radio or checkbox: tapped only when it is not already in the wanted state. */
  async check(target: Locator) {
    if (await target.isChecked()) return;
    await target.check();
    this.countTaps(1);
  }

  /**
   * Focuses the field (not a tap), then types `value` into it. `typed` is what the customer's keys
   * produce when the field takes another form of it (a native date field: eight digits).
   */
  async fill(field: string, target: Locator, value: string, typed = value) {
    await target.click();
    await target.fill(value);
    this.characters += typed.length;
    this.typed.add(field);
    this.countEntry(field);
  }

  /** Focuses the first box (not a tap), then types `value` key by key (one-time code boxes). */
  async typeKeys(field: string, target: Locator, value: string) {
    await target.click();
    await this.page.keyboard.type(value);
    this.characters += value.length;
    this.typed.add(field);
    this.countEntry(field);
  }

  /** A native select: the option picked is one tap, nothing typed. */
  async select(field: string, target: Locator, option: { label?: string; value?: string; index?: number }) {
    await target.selectOption(option);
    this.countTaps(1);
    this.countEntry(field);
  }

  counts(): WalkCounts {
    const repeated = Object.fromEntries([...this.entries].filter(([, times]) => times > 1));
    const fields = this.typed.size;
    return {
      taps: this.taps,
      fields,
      characters: this.characters,
      toFirstPay: this.firstPay ?? { taps: this.taps, fields },
      repeated,
      enteredAgainAfterDecline: [...this.afterDecline].filter((field) => this.beforeDecline.has(field)),
      tapsByStep: this.steps.map(([name, taps]) => [name, taps]),
    };
  }
}

/** The printed table: one column per walk. */
export function walkTable(walks: Record<string, WalkCounts>): string {
  const names = Object.keys(walks);
  const rows: [string, (counts: WalkCounts) => string][] = [
    ['taps to the first Pay', (c) => String(c.toFirstPay.taps)],
    ['fields typed to the first Pay', (c) => String(c.toFirstPay.fields)],
    ['taps, whole walk', (c) => String(c.taps)],
    ['fields typed, whole walk', (c) => String(c.fields)],
    ['characters typed', (c) => String(c.characters)],
    [
      'fields entered more than once',
      (c) =>
        Object.entries(c.repeated)
          .map(([field, times]) => `${field} ×${times}`)
          .join(', ') || 'none',
    ],
    ['entered again after the decline', (c) => c.enteredAgainAfterDecline.join(', ') || 'none'],
  ];
  const all = Object.values(walks);
  const lines = [`| | ${names.join(' | ')} |`, `|---|${names.map(() => '---|').join('')}`];
  for (const [label, cell] of rows) lines.push(`| ${label} | ${all.map(cell).join(' | ')} |`);
  for (const [name, counts] of Object.entries(walks)) {
    lines.push(`taps by step (${name}): ${counts.tapsByStep.map(([s, t]) => `${s} ${t}`).join(', ')}`);
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// The steps, as the customer meets them. Names are the en-US ones (the walk opens ?setlocale=en-US).

const WAIT = { timeout: 30_000 };
type Sim = 'eSIM' | 'Physical SIM';

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function onPage(walk: WalkRecorder, name: string | RegExp, step: string) {
  await h1(walk.page, name).waitFor(WAIT);
  await walk.step(step);
}

/** Taps a radio for `label` when the page shows one (the SIM type may be asked here or not). */
async function answerIfAsked(walk: WalkRecorder, radio: Locator) {
  if ((await radio.count()) > 0) await walk.check(radio.first());
}

/**
 * The home page: the SIM type (if asked here), then the way into the plans a buyer takes: "Choose
 * my plan", or "Switch with my number" for one who keeps their number (remembered up to the
 * number step).
 */
export async function home(walk: WalkRecorder, sim: Sim, way: 'plans' | 'transfer' = 'plans') {
  await walk.page.goto('/?setlocale=en-US');
  await walk.page.getByRole('button', { name: 'Choose my plan' }).waitFor(WAIT);
  await walk.step('home');
  await answerIfAsked(walk, walk.page.getByRole('radio', { name: sim, exact: true }));
  await walk.tap(
    way === 'transfer'
      ? walk.page.getByRole('link', { name: 'Switch with my number' })
      : walk.page.getByRole('button', { name: 'Choose my plan' }),
  );
}

export async function plans(walk: WalkRecorder, sim: Sim, plan: string) {
  const { page } = walk;
  await onPage(walk, 'Choose your plan', 'plans');
  await answerIfAsked(walk, page.getByRole('radio', { name: sim, exact: true }));
  await walk.tap(page.getByRole('button', { name: `Choose plan ${plan}` }));
  await nextUnlessMovedOn(walk, 'Choose your plan');
}

/** The choice just pressed moves its step on; a page that still waits for Next gets it (a tap). */
async function nextUnlessMovedOn(walk: WalkRecorder, title: string) {
  const left = await h1(walk.page, title)
    .waitFor({ state: 'detached', timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!left) await walk.tap(walk.page.getByRole('button', { name: 'Next' }));
}

export async function extras(walk: WalkRecorder) {
  await onPage(walk, 'Add extras to your plan', 'extras');
  await walk.tap(walk.page.getByRole('button', { name: /^(Next|Continue without extras)$/ }));
}

export async function signUp(walk: WalkRecorder, email: string) {
  const { page } = walk;
  await onPage(walk, 'Create your account', 'sign-up');
  await walk.fill('email', page.getByRole('textbox', { name: 'Email' }), email);
  // Whatever consents this page still asks for.
  for (const box of await page.getByRole('checkbox').all()) await walk.check(box);
  await walk.tap(page.getByRole('button', { name: 'Next' }));
}

/**
 * Six code boxes, typed from the first. Next is tapped only if the page did not send the code on
 * the sixth digit by itself (`stillHere` gone within 5 s: a slow answer on a busy machine is
 * given that long, so a page that sends the code itself is not charged a tap). Says whether Next
 * was tapped.
 */
/**
 * Types a code; when the screen is still there after it (the code did not send itself), taps the
 * screen's Next if it has one.
 */
async function enterCode(walk: WalkRecorder, field: string, code: string, stillHere: Locator) {
  const { page } = walk;
  await walk.typeKeys(field, page.getByRole('textbox', { name: 'Digit 1 of 6' }), code);
  const left = await stillHere
    .waitFor({ state: 'detached', timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (left) return;
  const next = page.getByRole('button', { name: 'Next' });
  if ((await next.count()) === 0 || !(await next.isEnabled())) return;
  await walk.tap(next);
}

export async function verifyEmail(walk: WalkRecorder, email: string) {
  await onPage(walk, 'Verify your account', 'e-mail code');
  const code = await readMailbox(walk.page, `email=${encodeURIComponent(email)}`);
  await enterCode(walk, 'e-mail code', code, h1(walk.page, 'Verify your account'));
}

export async function newNumber(walk: WalkRecorder) {
  const { page } = walk;
  await onPage(walk, 'Your number and SIM', 'number');
  await walk.tap(page.getByRole('region', { name: 'Available numbers' }).getByRole('button').first());
  await nextUnlessMovedOn(walk, 'Your number and SIM');
}

export async function transferNumber(walk: WalkRecorder, options: { number: string; nip: string }) {
  const { page } = walk;
  await onPage(walk, 'Your number and SIM', 'number transfer');
  // Already chosen when the buyer came in by "Switch with my number" (then it costs nothing).
  await walk.check(page.getByRole('radio', { name: 'Transfer my number' }));
  // The operator is not chosen: the number check finds it (the portability database).
  await walk.fill(
    'number to transfer',
    page.getByRole('textbox', { name: 'Number to transfer' }),
    options.number,
  );
  await walk.fill('NIP', page.getByRole('textbox', { name: 'Portability NIP' }), options.nip);
  // The sandbox's operator asks no SMS code (the NIP from 051 proves the line): Next checks the
  // transfer and the step goes on. An operator that asks one shows "Send code", then the boxes.
  await walk.tap(page.getByRole('button', { name: /^(Send code|Next)$/ }));
  const firstBox = page.getByRole('textbox', { name: 'Digit 1 of 6' });
  const step = h1(page, 'Your number and SIM');
  await expect.poll(async () => (await firstBox.count()) > 0 || (await step.count()) === 0, WAIT).toBe(true);
  if ((await firstBox.count()) === 0) return;
  const code = await readMailbox(page, `to=${options.number}`);
  // The sixth digit sends the code and the step goes on once it is accepted.
  await enterCode(walk, 'transfer code', code, firstBox);
}

export const WALK_PERSON = {
  first: 'Ana',
  paterno: 'López',
  materno: 'García',
  dob: { day: '17', month: 'May', monthNumber: '05', year: '1990' },
  phone: '5512345678',
};

/** Types `value` unless the field already holds something (prefilled, or filled by another). */
async function fillIfEmpty(walk: WalkRecorder, field: string, target: Locator, value: string) {
  if ((await target.inputValue()) === '') await walk.fill(field, target, value);
}

export async function personalDetails(walk: WalkRecorder) {
  const { page } = walk;
  const person = WALK_PERSON;
  await onPage(walk, 'Personal details', 'personal details');
  // The CURP first: it fills the date of birth. A CURP of its own per purchase (the registry's
  // 10 lines), born on her dob.
  const { day, monthNumber, year } = person.dob;
  const curp = freshCurp(`${year}-${monthNumber}-${day.padStart(2, '0')}`, 'LOGA');
  await walk.fill('CURP', page.getByRole('textbox', { name: 'CURP' }), curp);
  await walk.fill('first name', page.getByRole('textbox', { name: 'First name(s)' }), person.first);
  const bothSurnames = page.getByRole('textbox', { name: 'Last name(s)' });
  if ((await bothSurnames.count()) > 0) {
    await walk.fill('surnames', bothSurnames, `${person.paterno} ${person.materno}`);
  } else {
    await walk.fill(
      'apellido paterno',
      page.getByRole('textbox', { name: /paterno|paternal|first surname/i }),
      person.paterno,
    );
    await walk.fill(
      'apellido materno',
      page.getByRole('textbox', { name: /materno|maternal|second surname/i }),
      person.materno,
    );
  }
  const birthDay = page.getByRole('textbox', { name: /^Day/ });
  if ((await birthDay.count()) > 0 && (await birthDay.inputValue()) === '') {
    await walk.fill('birth day', birthDay, person.dob.day);
    await walk.select('birth month', page.getByRole('combobox', { name: /^Month/ }), {
      label: person.dob.month,
    });
    await walk.fill('birth year', page.getByRole('textbox', { name: /^Year/ }), person.dob.year);
  }
  // Asked only where the order needs it (not for an eSIM with a new number).
  const phone = page.getByRole('textbox', { name: 'Contact phone' });
  if ((await phone.count()) > 0) await fillIfEmpty(walk, 'contact phone', phone, person.phone);
  const nationality = page.getByRole('combobox', { name: 'Nationality' });
  if ((await nationality.inputValue()) === '')
    await walk.select('nationality', nationality, { label: 'Mexican' });
  await walk.tap(page.getByRole('button', { name: 'Next' }));
}

export async function address(walk: WalkRecorder) {
  const { page } = walk;
  await onPage(walk, 'Address details', 'address');
  await walk.fill('postal code', page.getByRole('textbox', { name: 'ZIP code' }).first(), '06700');
  // Nothing delivered (an eSIM): the postal code is all the step asks.
  if ((await page.getByRole('textbox', { name: 'Street and number' }).count()) === 0) {
    await page
      .getByText(/Cuauhtémoc/)
      .first()
      .waitFor(WAIT);
    await walk.tap(page.getByRole('button', { name: 'Next' }));
    return;
  }
  const colonia = page.getByRole('combobox', { name: 'Neighborhood (colonia)' }).first();
  await expect.poll(() => colonia.isEnabled(), { timeout: 15_000 }).toBe(true);
  // A postal code with one colonia has it chosen by the lookup: then it costs nothing.
  await expect
    .poll(() => colonia.locator('option', { hasText: 'Roma Norte' }).count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
  const chosen = await expect
    .poll(() => colonia.inputValue(), { timeout: 3_000 })
    .toBe('Roma Norte')
    .then(() => true)
    .catch(() => false);
  if (!chosen) await walk.select('colonia', colonia, { label: 'Roma Norte' });
  // Calle y número in one line, as a Mexican address is written (core splits it for the courier).
  await walk.fill(
    'street and number',
    page.getByRole('textbox', { name: 'Street and number' }).first(),
    'Av. Álvaro Obregón 130',
  );
  await walk.tap(page.getByRole('button', { name: 'Next' }));
}

export async function doorstepDelivery(walk: WalkRecorder) {
  const { page } = walk;
  await onPage(walk, 'Delivery', 'delivery');
  await walk.check(page.getByRole('radio', { name: 'Home delivery' }));
  await walk.check(page.getByRole('radio', { name: MORNING_WINDOW }).first());
  await walk.tap(page.getByRole('button', { name: 'Next' }));
}

export async function orderSummary(walk: WalkRecorder) {
  const { page } = walk;
  await onPage(walk, 'Order summary', 'order summary');
  await page.getByText('Total (IVA included)').first().waitFor(WAIT);
  const accept = page.getByRole('checkbox', { name: /accept the terms/ });
  const read = page.getByRole('button', { name: 'Read the terms and conditions' });
  if ((await read.count()) > 0 && !(await accept.isChecked())) {
    // MANDATORY_SCROLL: the terms open full height and are accepted from their end (two taps;
    // scrolling is not counted).
    await walk.tap(read);
    const sheet = page.getByRole('dialog', { name: 'Terms and conditions' });
    await walk.tap(sheet.getByRole('button', { name: "I've read them and I accept" }));
    await sheet.waitFor({ state: 'hidden' });
  } else if ((await accept.count()) > 0) {
    await walk.check(accept);
  }
  // Next only when the journey pays on a step of its own; otherwise the tick opened the card form.
  await leaveOrderSummary(page, (next) => walk.tap(next));
}

/** The card form: on the order summary when it takes the payment, else on the payment step. */
const PAYMENT_PAGE = /^(Order summary|Payment|Pay your order)$/;

/** The payment-method step when the journey shows it (the card is already chosen). */
export async function paymentMethodIfAsked(walk: WalkRecorder) {
  const { page } = walk;
  await h1(page, /^(Payment method|Payment|Pay your order|Order summary)$/).waitFor(WAIT);
  if ((await h1(page, 'Payment method').count()) === 0) return;
  await walk.step('payment method');
  await walk.tap(page.getByRole('button', { name: 'Next' }));
}

/** Types whatever the card form still needs (an expiry kept from before is left), then Pay. */
export async function payByCard(walk: WalkRecorder, cardDigits: string) {
  const { page } = walk;
  await onPage(walk, PAYMENT_PAGE, 'card');
  await walk.fill('card number', cardNumberFrame(page).locator('#number'), cardDigits);
  const expiry = page.getByRole('textbox', { name: /^Expiry date/ });
  if ((await expiry.inputValue()) === '') await walk.fill('expiry', expiry, '1230');
  await walk.fill('security code', securityCodeFrame(page).locator('#code'), '123');
  await cardComplete(page);
  await walk.tap(page.getByRole('button', { name: /^Pay/ }));
  walk.markFirstPay();
}

/** After a decline: whatever stands between the failure and the card form again. */
export async function retryAfterDecline(walk: WalkRecorder) {
  const { page } = walk;
  await page
    .getByText(/declined/i)
    .first()
    .waitFor(WAIT);
  walk.markDecline();
  await walk.step('after the decline');
  const tryAgain = page.getByRole('button', { name: /try again/i });
  if ((await tryAgain.count()) > 0) await walk.tap(tryAgain.first());
}

export async function paid(walk: WalkRecorder) {
  await h1(walk.page, /^(Payment successful|Payment received)$/).waitFor(WAIT);
}

export const WALK_CARDS = { approve: '4242424242424242', decline: '4000000000000002' } as const;

/**
 * The counted way through each step of journeys/purchase.json, walked in the file's order (a
 * product team's reorder moves the counts with their steps).
 */
function countedWalkers(walk: WalkRecorder, sim: Sim): StepWalkers {
  return {
    'pre-checkout': () => plans(walk, sim, 'Senda 200'),
    'addon-selection': () => extras(walk),
    signup: (_page, choices) => signUp(walk, choices.email),
    'verify-otp-signup': (_page, choices) => verifyEmail(walk, choices.email),
    'connection-details': (_page, choices) =>
      choices.transfer ? transferNumber(walk, choices.transfer) : newNumber(walk),
    'personal-details': () => personalDetails(walk),
    'address-details': () => address(walk),
    delivery: () => doorstepDelivery(walk),
    'order-summary': () => orderSummary(walk),
    'payment-method-selector': () => paymentMethodIfAsked(walk),
  };
}

/** From the home page to the card form, in the journey file's order. */
async function toPayment(walk: WalkRecorder, sim: Sim, choices: PurchaseChoices) {
  await home(walk, sim, choices.transfer ? 'transfer' : 'plans');
  await walkPurchase(walk.page, ['payment'], { ...choices, sim }, countedWalkers(walk, sim));
}

/** Walk 1: a new customer buys an eSIM with a new number and pays with a good card. */
export async function esimPurchase(walk: WalkRecorder, email: string) {
  await toPayment(walk, 'eSIM', { email });
  await payByCard(walk, WALK_CARDS.approve);
  await paid(walk);
}

/**
 * Walk 2: a new customer buys a physical SIM, transfers their number, has it delivered, pays with
 * a card that is declined, then with a good one.
 */
export async function transferPurchaseWithDecline(
  walk: WalkRecorder,
  options: { email: string; transfer: string },
) {
  await toPayment(walk, 'Physical SIM', {
    email: options.email,
    transfer: { number: options.transfer, nip: '1234' },
  });
  await payByCard(walk, WALK_CARDS.decline);
  await retryAfterDecline(walk);
  await payByCard(walk, WALK_CARDS.approve);
  await paid(walk);
}
