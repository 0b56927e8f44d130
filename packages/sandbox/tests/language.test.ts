import {
  cartsByEmail,
  deliveryMethods,
  donorTelcos,
  eligibleProductVariants,
  goldenNumberCategories,
  nationalities,
  numberCategories,
  orderPreview,
  signIn,
  signInResend,
  signUp,
} from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { onlyIn } from '../src/data/localized-texts.ts';
import { GATEWAY_URL, setupSandboxTest } from './support/sandbox-test-kit.ts';

const kit = setupSandboxTest();

/** Every string in an answer. */
function strings(node: unknown, found = new Set<string>()): Set<string> {
  if (typeof node === 'string') found.add(node);
  else if (typeof node === 'object' && node !== null)
    for (const value of Object.values(node)) strings(value, found);
  return found;
}

/** Every string a purchase reads, as the customer's client asks for it. */
async function customerTexts(language: string | undefined): Promise<Set<string>> {
  const { client, session, email } = await kit.signedUpCustomer(`lang-${language ?? 'none'}@example.mx`);
  session.language = language;
  const answers: unknown[] = [
    await eligibleProductVariants(client, { simType: 'esim' }),
    await eligibleProductVariants(client, { simType: 'physical_sim' }),
    await numberCategories(client),
    await goldenNumberCategories(client),
    await deliveryMethods(client),
    await nationalities(client),
    await donorTelcos(client),
    await orderPreview(client, {
      orderType: 'SIM_ONLY',
      channel: 'web',
      simType: 'physical_sim',
      numberType: 'NEW',
      deliveryMethod: 'DOORSTEP_DELIVERY',
      items: [
        { itemType: 'PLAN', sku: 'PLAN-SENDA-200' },
        { itemType: 'ADDON', sku: 'ADDON-GB-5' },
        { itemType: 'BUNDLE', sku: 'BUNDLE-VIAJERO' },
        { itemType: 'NEW_NUMBER', sku: 'NUMBER-PREMIUM' },
      ],
      promoCodes: [],
    }),
    await cartsByEmail(client, { email }),
  ];
  return strings(answers);
}

describe('texts in the language the call asks for (Accept-Language)', () => {
  it('names the language of its texts (Content-Language), so an answer asked in another one is not used', async () => {
    const catalogue = `${GATEWAY_URL}/product-service/v2/products/eligible-variants?channel=web&productCategory=esim`;
    const asked = async (language: string) =>
      (await fetch(catalogue, { headers: { 'Accept-Language': language } })).headers.get('Content-Language');
    expect(await asked('en-GB,en;q=0.9')).toBe('en-US');
    expect(await asked('es-419')).toBe('es-MX');
  });

  const spanish = onlyIn('es-MX');
  const english = onlyIn('en-US');

  it('finds the texts to check in the data', () => {
    // Plans' features, add-ons, number categories, fees, nationalities, delivery, donors…
    expect(spanish.length).toBeGreaterThan(50);
    expect(spanish).toContain('Mexicana');
    expect(spanish).toContain('Envío a domicilio');
    expect(english).toContain('Home delivery');
  });

  it('answers an en-US call with no Spanish text of its data', async () => {
    const body = await customerTexts('en-US');
    expect(spanish.filter((text) => body.has(text))).toEqual([]);
    expect(body).toContain('Unlimited WhatsApp');
    expect(body).toContain('Golden number');
  });

  it('answers an es-MX call (and a call naming no language: the country default) in Spanish', async () => {
    for (const language of ['es-MX', 'es-419,en;q=0.8', undefined]) {
      const body = await customerTexts(language);
      expect(english.filter((text) => body.has(text))).toEqual([]);
      expect(body).toContain('WhatsApp ilimitado');
    }
  });

  it('names an order line in the language of the call that reads it, whichever made it', async () => {
    const { client, session } = await kit.signedUpCustomer('lines@example.mx');
    session.language = 'es-MX';
    const input = {
      orderType: 'SIM_ONLY' as const,
      channel: 'web' as const,
      simType: 'physical_sim' as const,
      numberType: 'NEW' as const,
      deliveryMethod: 'DOORSTEP_DELIVERY' as const,
      items: [{ itemType: 'PLAN' as const, sku: 'PLAN-SENDA-200' }],
      promoCodes: [],
    };
    const names = async () => (await orderPreview(client, input)).items.map((item) => item.name);
    expect(await names()).toEqual(['Senda 200', 'Tarjeta SIM', 'Envío a domicilio']);
    session.language = 'en-US';
    expect(await names()).toEqual(['Senda 200', 'SIM card', 'Home delivery']);
  });
});

describe('mails in the language of the call that sent them', () => {
  const mailsTo = (address: string) => kit.sandbox.state.mailbox.listFor(address);

  it('mails an en-US sign-up its code in English only', async () => {
    const { client, session } = kit.newClient();
    session.language = 'en-US';
    await signUp(client, { email: 'english@example.mx', channel: 'web', externalAuthId: 'x' });
    const [mail] = mailsTo('english@example.mx');
    expect(mail?.subject).toBe('Confirm your e-mail for Senda');
    expect(mail?.body).toBe(
      `Your verification code is ${mail?.code}. It expires in 2 min. Do not share it with anyone.`,
    );
  });

  it('mails an es-MX sign-up (and one naming no language: the country default) in Spanish only', async () => {
    for (const [address, language] of [
      ['espanol@example.mx', 'es-MX'],
      ['sin-idioma@example.mx', undefined],
    ] as const) {
      const { client, session } = kit.newClient();
      session.language = language;
      await signUp(client, { email: address, channel: 'web', externalAuthId: 'x' });
      const [mail] = mailsTo(address);
      expect(mail?.subject).toBe('Confirma tu correo en Senda');
      expect(mail?.body).toBe(
        `Tu código de verificación es ${mail?.code}. Vence en 2 min. No lo compartas con nadie.`,
      );
    }
  });

  it('mails a resent code in the language of the resend, and "sign up instead" in the caller\'s', async () => {
    const { email } = await kit.signedUpCustomer('reenvio@example.mx');
    const { client, session } = kit.newClient();
    session.language = 'es-MX';
    const first = await signIn(client, { email, channel: 'web', externalAuthId: 'x' });
    expect(mailsTo(email)[0]?.subject).toBe('Tu código para iniciar sesión en Senda');
    session.language = 'en-US';
    await signInResend(client, { requestId: first.requestId });
    expect(mailsTo(email)[0]?.subject).toBe('Your Senda log-in code');

    await signIn(client, { email: 'nadie@example.mx', channel: 'web', externalAuthId: 'x' });
    const [noAccount] = mailsTo('nadie@example.mx');
    expect(noAccount?.subject).toBe('No Senda account for this address');
    expect(noAccount?.body).toContain('sign up with this address instead');
    expect(noAccount?.body).not.toContain('crea una cuenta');
  });
});
