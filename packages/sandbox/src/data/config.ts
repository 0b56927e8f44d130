import { COUNTRY_LANGUAGE, texts } from '../domain/language.ts';
import { RECAPTCHA_TEST_SITE_KEY } from '../domain/recaptcha.ts';

/**
 * Configuration the gateway serves for Mexico. Date patterns use the tokens core's formatter
 * knows (yyyy, DD, MM, ddd, HH, mm); money is written "$1,234.50" (peso sign, no space, 2 decimals).
 */
export const COUNTRY_CONFIG = {
  default_language: COUNTRY_LANGUAGE,
  default_timezone: 'America/Mexico_City',
  date_formats: { default: 'DD/MM/yyyy', short: 'DD/MM', long: 'ddd DD/MM/yyyy' },
  time_formats: { default: 'HH:mm' },
  currency_formats: { code: 'MXN', symbol: '$', separator: '', decimals: 2 },
} as const;

export const FEATURES: Readonly<Record<string, boolean | number | string>> = {
  guest_checkout: true,
  esim_enabled: true,
  port_in_enabled: true,
  promo_codes_enabled: true,
  manual_ekyc_enabled: true,
  sandbox_mailbox: true,
  country: 'MX',
};

export const NOTIFICATION_DURATION_MS = 5000;

export const WEBFRONT_SETTINGS = {
  helpCenterUrl: 'https://ayuda.senda.mx/',
  faqSections: [
    ...['login', 'signup', 'verify_otp'].flatMap((section) =>
      ['prepaid', 'postpaid'].map((productType) => ({ section, productType, enabled: false })),
    ),
    ...[
      'pre_checkout',
      'addon',
      'connection_details',
      'personal_details',
      'billing_details',
      'order_summary',
    ].flatMap((section) =>
      ['prepaid', 'postpaid'].map((productType) => ({ section, productType, enabled: true })),
    ),
  ],
  priceVisible: true,
  // Google's documented test site key: the sandbox's fake reCAPTCHA issues tokens for it.
  recaptchaSiteKey: RECAPTCHA_TEST_SITE_KEY,
};

export const CONSENT_SETTINGS = {
  documents: [
    {
      consentType: 'TERMS_OF_USE',
      documentName: 'terminos-y-condiciones-v3',
      url: 'https://senda.mx/legal/terminos-y-condiciones',
      version: '3',
      // An explicit tick, reading not enforced: what Mexican consumer law asks of a contract
      // accepted online. A journey may ask for more (MANDATORY_SCROLL), never less; `POST
      // /mocks/consent-settings` serves the other modes so each can be seen.
      acceptanceMode: 'EXPLICIT_NO_READ',
      required: true,
    },
    {
      consentType: 'PRIVACY_POLICY',
      documentName: 'aviso-de-privacidad-v2',
      url: 'https://senda.mx/legal/aviso-de-privacidad',
      version: '2',
      acceptanceMode: 'EXPLICIT_NO_READ',
      required: true,
    },
  ],
} as const;

/** Mexican códigos postales have 5 digits (the spec's default zip size is 6). */
export const CUSTOMER_PROFILE_PARAMETERS = { minimumAge: 18, maximumAge: 100, zipCodeSize: 5 };

export const NATIONALITIES = [
  { code: 'MX', name: texts('Mexicana', 'Mexican') },
  { code: 'US', name: texts('Estadounidense', 'American') },
  { code: 'CA', name: texts('Canadiense', 'Canadian') },
  { code: 'GT', name: texts('Guatemalteca', 'Guatemalan') },
  { code: 'CO', name: texts('Colombiana', 'Colombian') },
  { code: 'VE', name: texts('Venezolana', 'Venezuelan') },
  { code: 'AR', name: texts('Argentina', 'Argentine') },
  { code: 'ES', name: texts('Española', 'Spanish') },
  { code: 'CU', name: texts('Cubana', 'Cuban') },
  { code: 'HN', name: texts('Hondureña', 'Honduran') },
];

/**
 * The delivery methods' descriptions (their names are the fee lines' names, FEES in catalogue.ts).
 * Doorstep delivery's names the first day its slot calendar has a free window (`{date}`), so what
 * the method promises is what the calendar offers, never a fixed "2 a 5 días hábiles".
 */
export const DELIVERY_METHOD_DESCRIPTIONS = {
  DOORSTEP_DELIVERY: texts('Recibe tu SIM desde el {date}', 'Your SIM can arrive from {date}'),
  SELF_PICKUP: texts('Sin costo, en una tienda Senda', 'Free, at a Senda store'),
} as const;

/** A few remote message keys per language: the app's bundles hold the rest. */
export const LOCALE_KEYS: Readonly<Record<string, readonly { key: string; value: string }[]>> = {
  'es-MX': [
    { key: 'sandbox.banner', value: 'Modo sandbox: ningún pago es real.' },
    { key: 'common.next', value: 'Siguiente' },
    { key: 'order.total_inc_tax', value: 'Total (IVA incluido)' },
  ],
  'en-US': [
    { key: 'sandbox.banner', value: 'Sandbox mode: no payment is real.' },
    { key: 'common.next', value: 'Next' },
    { key: 'order.total_inc_tax', value: 'Total (IVA included)' },
  ],
};
