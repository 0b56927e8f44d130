import {
  addressLookup,
  curpLineEligibility,
  deliveryMethods,
  deliverySlots,
  donorTelcos,
  eligibleProductVariants,
  goldenNumberCategories,
  hasTrialLabel,
  isEligibleForPortIn,
  isFreePlan,
  isGatewayError,
  lockNumber,
  numberCategories,
  numberOfLinesSpecification,
  portInConfig,
  portInEligibility,
  searchNumbers,
  selfPickupAddresses,
  validatePortInNumber,
  validatePortInOtp,
} from '@senda/core/gateway';
import { isMexicanState, MEXICAN_STATES } from '@senda/core/purchase';
import { describe, expect, it } from 'vitest';
import { NUMBER_UNKNOWN_TO_ABD } from '../src/data/donors.ts';
import { POSTAL_CODES } from '../src/data/postal-codes.ts';
import { CUSTOMER } from './support/purchase-steps.ts';
import { setupSandboxTest } from './support/sandbox-test-kit.ts';

const { clock, newClient, mailboxCode, signedUpCustomer, sandbox } = setupSandboxTest();

describe('catalogue', () => {
  it('serves 4–6 prepaid plans in MXN, a trial and a free plan, add-ons and bundles, for eSIM', async () => {
    const { client } = newClient();
    const variants = await eligibleProductVariants(client, { simType: 'esim' });
    const plans = variants.filter((v) => v.category === 'PLAN');
    const regular = plans.filter((p) => !hasTrialLabel(p) && !isFreePlan(p));
    expect(regular.length).toBeGreaterThanOrEqual(4);
    expect(regular.length).toBeLessThanOrEqual(6);
    for (const plan of regular) {
      expect(plan.price.currency).toBe('MXN');
      expect(plan.price.amount).toBeGreaterThanOrEqual(100);
      expect(plan.price.amount).toBeLessThanOrEqual(500);
      expect(plan.benefits.find((b) => b.type === 'DATA')?.unit).toBe('GB');
    }
    expect(plans.filter(hasTrialLabel)).toHaveLength(1);
    expect(plans.filter(isFreePlan)).toHaveLength(1);
    expect(plans.filter(hasTrialLabel).every((p) => !isEligibleForPortIn(p))).toBe(true);
    expect(variants.some((v) => v.category === 'ADDON')).toBe(true);
    expect(variants.some((v) => v.category === 'BUNDLE')).toBe(true);
  });

  it('filters by SIM type and channel', async () => {
    const { client } = newClient();
    // The unfiltered eSIM web list has both plans the filters must take out, and each filtered
    // list still has plans: an empty answer would otherwise pass every check below.
    const all = (await eligibleProductVariants(client, { simType: 'esim' })).map((v) => v.sku);
    expect(all).toEqual(expect.arrayContaining(['PLAN-SENDA-500', 'PLAN-SENDA-PRUEBA']));
    const physical = await eligibleProductVariants(client, { simType: 'physical_sim' });
    expect(physical.filter((v) => v.category === 'PLAN').length).toBeGreaterThan(0);
    expect(physical.every((v) => v.simTypes.includes('physical_sim'))).toBe(true);
    expect(physical.map((v) => v.sku)).not.toContain('PLAN-SENDA-500');
    const retail = await eligibleProductVariants(client, { simType: 'esim', channel: 'retail' });
    expect(retail.filter((v) => v.category === 'PLAN').length).toBeGreaterThan(0);
    expect(retail.map((v) => v.sku)).not.toContain('PLAN-SENDA-PRUEBA');
  });
});

describe('numbers', () => {
  it('offers free and premium categories with Mexican 10-digit numbers', async () => {
    const { client } = newClient();
    const categories = await numberCategories(client);
    expect(categories.map((c) => c.category)).toEqual(['FREE_NUMBER', 'PREMIUM_NUMBER']);
    expect(categories[1]?.price.amount).toBeGreaterThan(0);
    const free = await searchNumbers(client, { category: 'FREE_NUMBER' });
    expect(free).toHaveLength(6);
    expect(free.every((n) => /^\d{10}$/.test(n.number) && n.category === 'FREE_NUMBER')).toBe(true);
    const gdl = await searchNumbers(client, {
      category: 'FREE_NUMBER',
      areaCode: '33',
      search: '45',
      limit: 40,
    });
    expect(gdl.length).toBeGreaterThan(0);
    expect(gdl.every((n) => n.number.startsWith('3345'))).toBe(true);
    // A lada is 2 or 3 digits; one with no numbers is an empty list.
    await expect(searchNumbers(client, { category: 'FREE_NUMBER', areaCode: '3x' })).rejects.toMatchObject({
      status: 400,
    });
    await expect(searchNumbers(client, { category: 'FREE_NUMBER', areaCode: '686' })).resolves.toEqual([]);
    expect((await goldenNumberCategories(client)).map((g) => g.id)).toEqual(['ORO', 'PLATA', 'BRONCE']);
  });

  it('locks a number for one customer: nobody else is offered it or may lock it, until the lock lapses', async () => {
    const ana = await signedUpCustomer('ana@example.mx');
    const beto = await signedUpCustomer('beto@example.mx');
    const [first] = await searchNumbers(ana.client, { category: 'FREE_NUMBER', limit: 1 });
    const number = first?.number ?? '';
    const lock = await lockNumber(ana.client, { selectedNumber: number });
    expect(lock.number).toBe(number);
    expect(Date.parse(lock.lockedUntil) - clock.now()).toBe(15 * 60 * 1000);
    expect(Date.parse(lock.lockedAt)).toBe(clock.now());

    const forBeto = await searchNumbers(beto.client, { category: 'FREE_NUMBER', limit: 40 });
    expect(forBeto.map((n) => n.number)).not.toContain(number);
    await expect(lockNumber(beto.client, { selectedNumber: number })).rejects.toMatchObject({
      status: 409,
      errorCode: 'NUMBER_NOT_AVAILABLE',
    });
    // Ana may lock it again (a page reload on the number step), which renews her hold.
    clock.advance(60_000);
    const renewed = await lockNumber(ana.client, { selectedNumber: number });
    expect(Date.parse(renewed.lockedUntil)).toBe(Date.parse(lock.lockedUntil) + 60_000);

    clock.advance(15 * 60 * 1000);
    await expect(lockNumber(beto.client, { selectedNumber: number })).resolves.toMatchObject({ number });
  });

  it('the number-of-lines specification is the line registry’s cap per person (10), one line per order', async () => {
    const { client } = await signedUpCustomer();
    const specification = await numberOfLinesSpecification(client);
    const registry = await curpLineEligibility(client, { curp: CUSTOMER.curp });
    expect(specification).toEqual({ maxLines: 10, linesPerOrder: 1 });
    expect(specification.maxLines).toBe(registry.maxLines);
  });
});

describe('port-in', () => {
  it('lists the Mexican donors, checks the number and the NIP, and confirms by SMS code', async () => {
    const { client } = await signedUpCustomer();
    const donors = await donorTelcos(client);
    expect(donors.map((d) => d.name)).toEqual(
      expect.arrayContaining(['Telcel', 'AT&T México', 'Movistar', 'Bait', 'Virgin Mobile', 'Weex']),
    );
    // The portability database's holder comes back, so the customer need not name the operator.
    await expect(validatePortInNumber(client, { number: '5587654321', donor: '' })).resolves.toEqual({
      valid: true,
      donor: 'ATT',
    });
    await expect(validatePortInNumber(client, { number: '5587654321', donor: 'TELCEL' })).resolves.toEqual({
      valid: true,
      donor: 'ATT',
    });
    // A number the database does not know: valid, no holder (the customer chooses one).
    await expect(validatePortInNumber(client, { number: NUMBER_UNKNOWN_TO_ABD, donor: '' })).resolves.toEqual(
      { valid: true },
    );
    await expect(validatePortInNumber(client, { number: '55876', donor: 'TELCEL' })).resolves.toEqual({
      valid: false,
      reason: 'BAD_REQUEST',
    });
    await expect(
      portInEligibility(client, { number: '5587654321', donor: 'TELCEL', nip: '0000' }),
    ).rejects.toMatchObject({
      errorCode: 'NIP_EXPIRED',
    });
    // A Mexican operator's config (the default): the NIP is the proof, nothing is texted.
    await expect(portInConfig(client)).resolves.toMatchObject({ otpRequired: false });
    const proven = await portInEligibility(client, { number: '5587654321', donor: 'TELCEL', nip: '4821' });
    expect(proven).toEqual({ requestId: expect.any(String), codeSent: false });
    await expect(mailboxCode('5587654321')).rejects.toThrow('no mail for 5587654321');
    // An operator that asks for the SMS code (the mocks' port-in config): texted, then validated.
    sandbox.state.setPortInOtpRequired(true);
    await expect(portInConfig(client)).resolves.toMatchObject({ otpRequired: true });
    const otp = await portInEligibility(client, { number: '5587654321', donor: 'TELCEL', nip: '4821' });
    expect(otp.codeSent).toBeUndefined();
    const code = await mailboxCode('5587654321');
    await expect(validatePortInOtp(client, { requestId: otp.requestId, otpCode: code })).resolves.toEqual({
      verified: true,
    });
  });
});

describe('delivery', () => {
  it('offers doorstep delivery with slots and self pickup by Mexican 5-digit postal code', async () => {
    const { client } = await signedUpCustomer();
    const methods = await deliveryMethods(client);
    const doorstep = methods.find((m) => m.type === 'DOORSTEP_DELIVERY');
    expect(doorstep?.fee).toEqual({ amount: 49, currency: 'MXN' });
    const slots = await deliverySlots(client, { slotId: doorstep?.slotId ?? '' });
    expect(slots).toHaveLength(10);
    expect(slots[0]).toMatchObject({ startTime: '09:00', endTime: '14:00' });
    expect(slots.every((slot) => new Date(`${slot.date}T12:00:00Z`).getUTCDay() !== 0)).toBe(true);
    // The method promises the calendar's first free day, not a fixed "2 a 5 días hábiles".
    const firstFree = slots.find((slot) => slot.available)?.date ?? '';
    const day = new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', day: 'numeric', month: 'long' }).format(
      new Date(`${firstFree}T12:00:00Z`),
    );
    expect(doorstep?.description).toContain(day);
    expect(doorstep?.description).not.toMatch(/\d+ a \d+ días/);

    const pickup = await selfPickupAddresses(client, { zipcode: '06700' });
    expect(pickup.pickupLocations.length).toBeGreaterThan(0);
    expect(pickup.pickupLocations.every((l) => l.address.state === 'Ciudad de México')).toBe(true);
    expect((await selfPickupAddresses(client, { zipcode: '99999' })).pickupLocations).toEqual([]);

    const address = await addressLookup(client, { country: 'MX', postalCode: '44160' });
    expect(address).toMatchObject({
      postalCode: '44160',
      state: 'Jalisco',
      city: 'Guadalajara',
      area: 'Americana',
    });
    try {
      await addressLookup(client, { country: 'MX', postalCode: '00000' });
      expect.unreachable();
    } catch (error) {
      expect(isGatewayError(error) && error.status).toBe(404);
    }
  });
});

describe('postal codes', () => {
  it('knows every state capital and the codes customers reported, with their colonias', async () => {
    const { client } = newClient();
    // Every entry is a real estado, 5 digits, listed once, with at least one colonia.
    const codes = POSTAL_CODES.map((entry) => entry.postalCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const entry of POSTAL_CODES) {
      expect(entry.postalCode).toMatch(/^\d{5}$/);
      expect(isMexicanState(entry.state), entry.state).toBe(true);
      expect(entry.colonias.length).toBeGreaterThan(0);
    }
    expect(new Set(POSTAL_CODES.map((entry) => entry.state))).toEqual(new Set(MEXICAN_STATES));

    const reported = {
      '06000': ['Ciudad de México', 'Cuauhtémoc', 'Centro'],
      '06600': ['Ciudad de México', 'Cuauhtémoc', 'Juárez'],
      '01000': ['Ciudad de México', 'Álvaro Obregón', 'San Ángel'],
      '44100': ['Jalisco', 'Guadalajara', 'Guadalajara Centro'],
      '97000': ['Yucatán', 'Mérida', 'Mérida Centro'],
    } as const;
    for (const [postalCode, [state, city, area]] of Object.entries(reported)) {
      expect(await addressLookup(client, { country: 'MX', postalCode })).toMatchObject({
        postalCode,
        state,
        city,
        areas: expect.arrayContaining([area]),
      });
    }
  });
});
