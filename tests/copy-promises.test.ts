import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SupportedLocale } from '@senda/core/config';
import { bundles } from '@senda/core/i18n';
import { describe, expect, it } from 'vitest';

/**
 * The copy check: a sentence that promises the customer a message ("we'll email you", "te
 * enviamos por correo", "we'll text you a code") names something that exists. Every such sentence
 * in either catalogue is listed here with the message that keeps it, and that message is one the
 * sandbox gateway really sends (its domain code files it under that kind). A new promise fails
 * until it joins the list, and a kind nothing sends fails too.
 */
const SANDBOX_DOMAIN = join(import.meta.dirname, '../packages/sandbox/src/domain');

/** A language's texts, the shared bundle's and the flow wings' merged. */
const catalogue = (locale: SupportedLocale): Readonly<Record<string, string>> => bundles[locale];

/** A promise of a message, in the words each language uses for one. */
const PROMISE_WORDS = {
  'en-US':
    /\b(we'll|we will|we've|we have|we)\s+(also\s+)?(e-?mail|send|sent|text|texted|notify|tell|let you know|remind)\b|\be-?mail(ed)? you\b/i,
  'es-MX':
    /\bte\s+(enviaremos|enviamos|avisaremos|avisamos|escribiremos|notificaremos|mandaremos|mandamos|recordaremos)\b|\bpor correo\b/i,
} as const;

type Keeper =
  /** A message the sandbox sends, by its mailbox kind. */
  | { mail: string }
  /** Not a promise of a message after all (the words match; the sentence says something else). */
  | { notAPromise: string }
  /** Never shown to a Senda customer, and why. */
  | { notShown: string };

const PROMISES: Record<string, Keeper> = {
  'address_details.subtitle': {
    notAPromise: 'where the invoice and SIM go: the CFDI mail and the delivery, both built',
  },
  'auth.email.hint': { mail: 'signin' },
  // Auto-renewal: the LFPC notice 5 days before each automatic charge.
  'auto_renewal.details.notice': { mail: 'renewal_notice' },
  'auto_renewal.details.notice_sent': { mail: 'renewal_notice' },
  'auto_renewal.done.on': { mail: 'renewal_notice' },
  'auto_renewal.terms.notice': { mail: 'renewal_notice' },
  'order_summary.auto_renewal.terms': { mail: 'renewal_notice' },
  'connection_details.code_resent': { mail: 'port_in' },
  'connection_details.otp_hint': { mail: 'port_in' },
  'errors.code.422019': { mail: 'signup' },
  'faq.billing_details.postpaid.a1': {
    notShown: 'a postpaid answer: the FAQ shows it for a postpaid plan, and the catalogue sells prepaid only',
  },
  'faq.connection_details.postpaid.a1': { mail: 'port_in' },
  'faq.connection_details.prepaid.a1': { mail: 'port_in' },
  'login.subtitle': { mail: 'signin' },
  // The automatic booster (flows/boosters): an e-mail after each automatic purchase.
  'boosters.auto.consent': { mail: 'booster_auto' },
  'coverage.intro': { notAPromise: '"te decimos" the coverage on the page itself, no message' },
  // The number lock (flows/number-lock): each change told to the account, off approved by its code.
  'number_lock.action.turn_off_hint': { mail: 'step_up' },
  'number_lock.action.turned_on': { mail: 'account_notice' },
  'number_lock.unlock.done.body': { mail: 'account_notice' },
  'number_change.code.intro': { mail: 'number_change' },
  'number_change.code.required': { mail: 'number_change' },
  'number_change.code.sent': { mail: 'number_change' },
  'number_change.details.intro': { mail: 'number_change' },
  'pages.payment_success.body': { mail: 'order_confirmation' },
  // The usage alerts the customer switches in My account (flows/usage-alerts).
  'profile.alerts.title': { mail: 'usage_alert' },
  'profile.alerts.saved_on': { mail: 'usage_alert' },
  'profile.alerts.saved_off': { mail: 'usage_alert' },
  // The recarga's payer: the receipt (with the CFDI offer) and any OXXO/SPEI reference to their address (flows/top-up).
  'top_up.email.hint': { mail: 'receipt' },
  // Cash for a new line: the voucher by e-mail when made, the purchase's confirmation (its receipt)
  // when paid, and the refund's notice for money paid on a closed voucher.
  'payment_choice.purchase.pending': { mail: 'cash_reference' },
  'payment_choice.purchase.oxxo_confirmation': { mail: 'order_confirmation' },
  'payment_choice.purchase.spei_confirmation': { mail: 'order_confirmation' },
  'payment_choice.closed_oxxo': { mail: 'cash_returned' },
  'payment_choice.closed_spei': { mail: 'cash_returned' },
  'privacy_settings.always_sent': {
    notAPromise:
      "what the storefront sends to the operator's telemetry collector, not a message to the customer",
  },
  // The paylink's payer is told the order's owner was e-mailed: the same confirmation, to the owner.
  'payment_success.paylink_payer.body': { mail: 'order_confirmation' },
  // The same, naming the address (masked): the owner's, or a recarga's payer's own (its receipt).
  'payment_success.paylink_payer.body_to': { mail: 'order_confirmation' },
  'payment_success.doorstep': { mail: 'order_confirmation' },
  'payment_success.esim': { mail: 'order_confirmation' },
  // The same sentence as the device installs the eSIM (one tap, the code on the phone, the QR code).
  'payment_success.esim_on_phone': { mail: 'order_confirmation' },
  'payment_success.esim_qr_code': { mail: 'order_confirmation' },
  'payment_success.port_in': { mail: 'port_in_outcome' },
  'payment_success.port_in_generic': { mail: 'port_in_outcome' },
  // The e-mail change's code goes to the new address.
  'profile_email.code.body': { mail: 'email_change' },
  'profile_email.subtitle': { mail: 'email_change' },
  'privacy_settings.collected.title': { notAPromise: 'what the analytics sink sends while consent is on' },
  // Every paid service order above $0 gets its receipt (order-mail.ts, `receipt`).
  'service_payment.result.receipt': { mail: 'receipt' },
  'signup.subtitle': { mail: 'signup' },
  // The step-up's code goes to the account's current address (domain/step-up.ts).
  'step_up.body': { mail: 'step_up' },
  'errors.code.422120': { mail: 'step_up' },
  // The cancellation's confirmation goes to the account's address (domain/account-notice.ts).
  'termination.closed.email': { mail: 'account_notice' },
  'termination.refund_to.oxxo': {
    notAPromise:
      'what is sent is the refund, by SPEI to the CLABE given: the order records it (termination.ts)',
  },
  // A new number instead of a refused transfer: its notice to the account's address.
  'port_in_request.new_number.email': { mail: 'account_notice' },
  'sim_activation.iccid.mismatch': { notAPromise: 'the SIM card that was sent for the order' },
  'update_card.verify.intro': { mail: 'card_update' },
  'update_card.verify.sent_to': { mail: 'card_update' },
  'verify_otp.code_resent': { mail: 'signin' },
  'verify_otp.no_account_hint': { mail: 'signin' },
};

/** The sandbox's domain code and its flows' wings, where every message it sends is filed under its kind. */
const SANDBOX_FLOWS = join(SANDBOX_DOMAIN, '..', 'flows');
const sandboxSources = [
  ...readdirSync(SANDBOX_DOMAIN).map((file) => join(SANDBOX_DOMAIN, file)),
  ...readdirSync(SANDBOX_FLOWS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(join(SANDBOX_FLOWS, entry.name)).map((file) => join(SANDBOX_FLOWS, entry.name, file)),
    ),
];
const sandboxCode = sandboxSources
  .filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('sandbox-data.schema.ts'),
  )
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

describe('promises of a message in the copy', () => {
  it('every sentence that promises one, in either language, is listed with what keeps it', () => {
    const promising = new Set<string>();
    for (const locale of ['en-US', 'es-MX'] as const) {
      for (const [id, text] of Object.entries(catalogue(locale))) {
        if (PROMISE_WORDS[locale].test(text)) promising.add(id);
      }
    }
    const unlisted = [...promising].filter((id) => !(id in PROMISES)).sort();
    expect(unlisted, 'promises with nothing listed to keep them').toEqual([]);
  });

  it('every listed sentence still exists, and a promised message is one the sandbox sends', () => {
    const ids = new Set(Object.keys(catalogue('en-US')));
    expect(Object.keys(PROMISES).filter((id) => !ids.has(id))).toEqual([]);
    const kinds = new Set(
      Object.values(PROMISES).flatMap((keeper) => ('mail' in keeper ? [keeper.mail] : [])),
    );
    // A one-time code's kind is its purpose (`purpose: 'signin'`); every other message names its kind.
    const sent = [...kinds].filter((kind) =>
      new RegExp(`(kind|purpose): '${kind}'|'${kind}': texts\\(`).test(sandboxCode),
    );
    expect(sent.sort()).toEqual([...kinds].sort());
  });
});
