import type { RefundDestination } from '../flows/termination/termination.ts';
import { COUNTRY_LANGUAGE, type SandboxLanguage, type Texts, texts } from './language.ts';
import { mailMoney as money } from './mail-money.ts';
import type { Mailbox } from './mailbox.ts';
import { MEXICO_CITY_TIME_ZONE, MEXICO_CITY_ZONE_NAME } from './mexico-city-time.ts';
import { maskEmail } from './step-up.ts';
import { SUPPORT_LINE } from './support-line.ts';

export { SUPPORT_LINE } from './support-line.ts';

const when = (at: number, lang: SandboxLanguage) =>
  `${new Intl.DateTimeFormat(lang, {
    timeZone: MEXICO_CITY_TIME_ZONE,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(at)} (${MEXICO_CITY_ZONE_NAME[lang]})`;

const REPORT = texts(
  `Si no fuiste tú, llama a atención a clientes de Senda al ${SUPPORT_LINE} y repórtalo.`,
  `If it wasn't you, call Senda customer service at ${SUPPORT_LINE} and report it.`,
);

/**
 * The notice after an account-changing action: mailed to the account's current address
 * (for an e-mail change, the OLD one), in the language of the call that made the change, saying
 * what changed, when (Mexico City time) and how to report it.
 */
export class AccountNotices {
  constructor(private readonly mailbox: Mailbox) {}

  emailChanged(input: { oldAddress: string; newAddress: string; at: number; lang: SandboxLanguage }) {
    const { lang } = input;
    const body: Texts = texts(
      `El correo para iniciar sesión en tu cuenta Senda cambió de ${input.oldAddress} a ${maskEmail(input.newAddress)} el ${when(input.at, 'es-MX')}. ` +
        'Este correo ya no inicia sesión en la cuenta, y cerramos las demás sesiones abiertas en ella. ' +
        REPORT['es-MX'],
      `The e-mail that logs in to your Senda account changed from ${input.oldAddress} to ${maskEmail(input.newAddress)} on ${when(input.at, 'en-US')}. ` +
        'This address no longer logs in to the account, and we ended the account’s other open sessions. ' +
        REPORT['en-US'],
    );
    return this.mailbox.send({
      channel: 'email',
      to: input.oldAddress,
      subject: texts('Senda: cambió el correo de tu cuenta', 'Senda: your account e-mail was changed')[lang],
      body: body[lang],
      kind: 'account_notice',
    });
  }

  /**
   * A SIM replacement took over the line (the fee paid): the old SIM no longer works. Written in
   * the customer's last language (the payment's call is behind it, not this one's).
   */
  simReplaced(input: {
    to: string;
    msisdn: string;
    simType: 'esim' | 'physical_sim';
    at: number;
    lang: SandboxLanguage | undefined;
  }) {
    const lang = input.lang ?? COUNTRY_LANGUAGE;
    const sim =
      input.simType === 'esim'
        ? texts('una eSIM nueva', 'a new eSIM')
        : texts('una SIM física nueva', 'a new physical SIM');
    const body = texts(
      `Tu número ${input.msisdn} pasó a ${sim['es-MX']} el ${when(input.at, 'es-MX')}. La SIM anterior ya no funciona. ${REPORT['es-MX']}`,
      `Your number ${input.msisdn} moved to ${sim['en-US']} on ${when(input.at, 'en-US')}. The previous SIM no longer works. ${REPORT['en-US']}`,
    );
    return this.mailbox.send({
      channel: 'email',
      to: input.to,
      subject: texts('Senda: reemplazamos la SIM de tu línea', 'Senda: your line’s SIM was replaced')[lang],
      body: body[lang],
      kind: 'account_notice',
    });
  }

  /**
   * The line was cancelled, at once (LFPC art. 76 Bis): the confirmation says that it is closed,
   * that its number is released, and what becomes of the money: the refund of a SIM never
   * activated, or the unused days of the prepaid period, which are not refunded.
   */
  lineTerminated(input: {
    to: string;
    msisdn: string;
    at: number;
    /** The order paid back in full (never activated, or its transfer refused), and where it goes. */
    refund: { amount: number; to: RefundDestination } | null;
    /** False when the number never became the line's (its transfer was refused). */
    numberReleased: boolean;
    unusedDays: number;
    unusedBalance: number;
    lang: SandboxLanguage;
  }) {
    const { lang, msisdn } = input;
    const { refund } = input;
    const balance =
      refund !== null
        ? texts(
            `Como tu SIM nunca se activó, te devolvemos ${money(refund.amount, 'es-MX')} ${refundDestinationText(refund.to)['es-MX']}.`,
            `As your SIM was never activated, we are refunding ${money(refund.amount, 'en-US')} ${refundDestinationText(refund.to)['en-US']}.`,
          )
        : input.unusedDays > 0
          ? texts(
              `Los ${input.unusedDays} días que quedaban de tu plan (${money(input.unusedBalance, 'es-MX')}) no se reembolsan: el saldo de prepago no es reembolsable.`,
              `The ${input.unusedDays} days left of your plan (${money(input.unusedBalance, 'en-US')}) are not refunded: prepaid balance is not refundable.`,
            )
          : texts('No te quedaban días de tu plan.', 'No days of your plan were left.');
    const number = input.numberReleased
      ? texts(
          `El número ${msisdn} se libera: ya no funciona con Senda y no se puede recuperar.`,
          `The number ${msisdn} is released: it no longer works with Senda and cannot be recovered.`,
        )
      : texts(
          `Su portabilidad no se completó, así que el número ${msisdn} sigue con tu compañía anterior.`,
          `Its transfer did not complete, so the number ${msisdn} stays with your previous operator.`,
        );
    const paid =
      refund !== null && !input.numberReleased
        ? texts(
            `Como la línea nunca tuvo servicio, te devolvemos ${money(refund.amount, 'es-MX')} ${refundDestinationText(refund.to)['es-MX']}.`,
            `As the line never had service, we are refunding ${money(refund.amount, 'en-US')} ${refundDestinationText(refund.to)['en-US']}.`,
          )
        : balance;
    // A refused transfer's number was never the line's (it stays with the other company): the line
    // is named as Senda's, and the number only where the e-mail says it stays where it was.
    const line = input.numberReleased
      ? texts(`tu línea ${msisdn}`, `your line ${msisdn}`)
      : texts('tu línea de Senda', 'your Senda line');
    const body = texts(
      `Cancelamos ${line['es-MX']} el ${when(input.at, 'es-MX')}, como pediste. La línea quedó cerrada y no se cobrará nada más. ${number['es-MX']} ${paid['es-MX']} ${REPORT['es-MX']}`,
      `We cancelled ${line['en-US']} on ${when(input.at, 'en-US')}, as you asked. The line is closed and nothing more will be charged. ${number['en-US']} ${paid['en-US']} ${REPORT['en-US']}`,
    );
    return this.mailbox.send({
      channel: 'email',
      to: input.to,
      subject: texts('Senda: cancelamos tu línea', 'Senda: your line is cancelled')[lang],
      body: body[lang],
      kind: 'account_notice',
    });
  }

  /** A number change or recovery set in motion: the line takes `to` at `at`. */
  numberChanging(input: {
    to: string;
    fromNumber: string;
    toNumber: string;
    at: number;
    takesEffectAt: number;
    lang: SandboxLanguage | undefined;
  }) {
    const lang = input.lang ?? COUNTRY_LANGUAGE;
    const body = texts(
      `El ${when(input.at, 'es-MX')} se pidió cambiar el número de tu línea ${input.fromNumber} por ${input.toNumber}. El cambio se aplica el ${when(input.takesEffectAt, 'es-MX')}. ${REPORT['es-MX']}`,
      `On ${when(input.at, 'en-US')} a change of your line's number ${input.fromNumber} to ${input.toNumber} was requested. It takes effect on ${when(input.takesEffectAt, 'en-US')}. ${REPORT['en-US']}`,
    );
    return this.mailbox.send({
      channel: 'email',
      to: input.to,
      subject: texts('Senda: cambio de número de tu línea', 'Senda: your line’s number is changing')[lang],
      body: body[lang],
      kind: 'account_notice',
    });
  }

  /**
   * A refused transfer was given up for a new number, which the line works on from `at`; the
   * number that was to come over stays with the customer's previous operator.
   */
  newNumberInsteadOfTransfer(input: {
    to: string;
    transferred: string;
    number: string;
    at: number;
    /** Whether the line renews by itself again, and when its period ends. */
    renewal: { automatic: boolean; at: number | undefined };
    lang: SandboxLanguage;
  }) {
    const { lang, renewal } = input;
    const onDay = (language: SandboxLanguage) =>
      renewal.at === undefined
        ? ''
        : new Intl.DateTimeFormat(language, { timeZone: MEXICO_CITY_TIME_ZONE, dateStyle: 'long' }).format(
            renewal.at,
          );
    // The number's loss had turned the renewal off; whether it is back is said, never left silent.
    const renews = renewal.automatic
      ? texts(
          `La renovación automática que elegiste vuelve a estar activa: la próxima es el ${onDay('es-MX')}.`,
          `The automatic renewal you chose is on again: the next one is on ${onDay('en-US')}.`,
        )
      : texts(
          `La renovación automática está desactivada: tu plan vence el ${onDay('es-MX')}, y puedes activarla en la página de tu línea.`,
          `Automatic renewal is off: your plan ends on ${onDay('en-US')}, and you can turn it on from your line's page.`,
        );
    const body = texts(
      `El ${when(input.at, 'es-MX')} tu línea de Senda recibió el número nuevo ${input.number} y ya funciona con él. La portabilidad de ${input.transferred} quedó cerrada: ese número sigue con tu compañía anterior. ${renewal.at === undefined ? '' : `${renews['es-MX']} `}${REPORT['es-MX']}`,
      `On ${when(input.at, 'en-US')} your Senda line got the new number ${input.number} and works with it now. The transfer of ${input.transferred} is closed: that number stays with your previous operator. ${renewal.at === undefined ? '' : `${renews['en-US']} `}${REPORT['en-US']}`,
    );
    return this.mailbox.send({
      channel: 'email',
      to: input.to,
      subject: texts('Senda: tu línea tiene un número nuevo', 'Senda: your line has a new number')[lang],
      body: body[lang],
      kind: 'account_notice',
    });
  }

  /** The number taken by another operator was asked back: it returns by `expectedBy`. */
  reversePortOutRequested(input: {
    to: string;
    msisdn: string;
    at: number;
    expectedBy: number;
    lang: SandboxLanguage;
  }) {
    const { lang } = input;
    const body = texts(
      `El ${when(input.at, 'es-MX')} se pidió traer de vuelta a Senda tu número ${input.msisdn}, que otro operador se llevó. Esperamos tenerlo de vuelta a más tardar el ${when(input.expectedBy, 'es-MX')}. ${REPORT['es-MX']}`,
      `On ${when(input.at, 'en-US')} your number ${input.msisdn}, which another operator took, was asked back to Senda. We expect it back by ${when(input.expectedBy, 'en-US')}. ${REPORT['en-US']}`,
    );
    return this.mailbox.send({
      channel: 'email',
      to: input.to,
      subject: texts('Senda: se pidió recuperar tu número', 'Senda: your number was asked back')[lang],
      body: body[lang],
      kind: 'account_notice',
    });
  }

  /**
   * A transfer out still under way was stopped (a reverse port-out asked before it completed): the
   * number never left, so nothing is "asked back"; the line keeps it and goes on working.
   */
  portOutStopped(input: { to: string; msisdn: string; at: number; lang: SandboxLanguage }) {
    const { lang } = input;
    const body = texts(
      `El ${when(input.at, 'es-MX')} se detuvo la transferencia de tu número ${input.msisdn} a otro operador. Tu número se queda en Senda, en esta línea, y sigue funcionando como siempre. ${REPORT['es-MX']}`,
      `On ${when(input.at, 'en-US')} the transfer of your number ${input.msisdn} to another operator was stopped. Your number stays with Senda, on this line, and keeps working as always. ${REPORT['en-US']}`,
    );
    return this.send(
      input.to,
      texts(
        'Senda: detuvimos la transferencia de tu número',
        'Senda: we stopped the transfer of your number',
      )[lang],
      body[lang],
    );
  }

  /**
   * A SIM reported lost or stolen was blocked when the replacement was asked for, before its fee
   * is paid: the owner hears of it now, not only once the new SIM takes over.
   */
  simBlocked(input: { to: string; msisdn: string; at: number; lang: SandboxLanguage | undefined }) {
    const lang = input.lang ?? COUNTRY_LANGUAGE;
    const body = texts(
      `El ${when(input.at, 'es-MX')} se reportó como perdida o robada la SIM de tu número ${input.msisdn} y la bloqueamos: ya no hace ni recibe llamadas, mensajes ni datos. Se pidió una SIM nueva; el número vuelve a funcionar cuando se pague su reemplazo. ${REPORT['es-MX']}`,
      `On ${when(input.at, 'en-US')} the SIM of your number ${input.msisdn} was reported lost or stolen and we blocked it: it no longer makes or takes calls, messages or data. A new SIM was asked for; the number works again once its replacement is paid. ${REPORT['en-US']}`,
    );
    return this.send(
      input.to,
      texts('Senda: bloqueamos la SIM de tu línea', 'Senda: your line’s SIM is blocked')[lang],
      body[lang],
    );
  }

  /**
   * Automatic renewal was turned off: the plan now ends on `periodEndsAt` unless the customer
   * renews it, and no card is charged then.
   */
  autoRenewalOff(input: {
    to: string;
    msisdn: string;
    at: number;
    periodEndsAt: number | undefined;
    lang: SandboxLanguage | undefined;
  }) {
    const lang = input.lang ?? COUNTRY_LANGUAGE;
    const ends =
      input.periodEndsAt !== undefined
        ? texts(
            `Tu plan vence el ${when(input.periodEndsAt, 'es-MX')}: si no lo renuevas antes, la línea se suspende.`,
            `Your plan ends on ${when(input.periodEndsAt, 'en-US')}: unless you renew it before then, the line is suspended.`,
          )
        : texts('', '');
    const body = texts(
      `El ${when(input.at, 'es-MX')} se desactivó la renovación automática de tu línea ${input.msisdn}: ya no cobraremos tu tarjeta al final del periodo. ${ends['es-MX']} ${REPORT['es-MX']}`,
      `On ${when(input.at, 'en-US')} automatic renewal was turned off for your line ${input.msisdn}: we will no longer charge your card at the end of the period. ${ends['en-US']} ${REPORT['en-US']}`,
    );
    return this.send(
      input.to,
      texts(
        'Senda: se desactivó la renovación automática de tu línea',
        'Senda: automatic renewal of your line was turned off',
      )[lang],
      body[lang].replace(/ {2,}/g, ' '),
    );
  }

  /** A plan switch was made without a payment: at the next renewal, or at once at no cost. */
  planSwitched(input: {
    to: string;
    msisdn: string;
    fromPlan: Texts;
    toPlan: Texts;
    at: number;
    effectiveAt: number;
    lang: SandboxLanguage | undefined;
  }) {
    const lang = input.lang ?? COUNTRY_LANGUAGE;
    const body = texts(
      `El ${when(input.at, 'es-MX')} se pidió cambiar el plan de tu línea ${input.msisdn} de ${input.fromPlan['es-MX']} a ${input.toPlan['es-MX']}. El cambio se aplica el ${when(input.effectiveAt, 'es-MX')}. Puedes cancelarlo antes desde tu cuenta. ${REPORT['es-MX']}`,
      `On ${when(input.at, 'en-US')} a switch of your line ${input.msisdn} from ${input.fromPlan['en-US']} to ${input.toPlan['en-US']} was requested. It takes effect on ${when(input.effectiveAt, 'en-US')}. You can cancel it before then from your account. ${REPORT['en-US']}`,
    );
    return this.send(
      input.to,
      texts('Senda: cambio de plan de tu línea', 'Senda: your line’s plan is changing')[lang],
      body[lang],
    );
  }

  /** A win-back offer was claimed on the line (shown to a customer about to cancel it). */
  winBackClaimed(input: {
    to: string;
    msisdn: string;
    reward: Texts;
    at: number;
    lang: SandboxLanguage | undefined;
  }) {
    const lang = input.lang ?? COUNTRY_LANGUAGE;
    const body = texts(
      `El ${when(input.at, 'es-MX')} se aceptó una oferta para quedarte en tu línea ${input.msisdn}: ${input.reward['es-MX']}. La línea sigue activa. ${REPORT['es-MX']}`,
      `On ${when(input.at, 'en-US')} an offer to stay was claimed on your line ${input.msisdn}: ${input.reward['en-US']}. The line stays active. ${REPORT['en-US']}`,
    );
    return this.send(
      input.to,
      texts('Senda: se aceptó una oferta en tu línea', 'Senda: an offer was claimed on your line')[lang],
      body[lang],
    );
  }

  /**
   * A failed delivery was rebooked to the door of another address than the one the SIM was going
   * to: the account's address is told where it goes now (a summary, not the whole address).
   */
  deliveryAddressChanged(input: {
    to: string;
    orderRef: string;
    address: string;
    at: number;
    lang: SandboxLanguage | undefined;
  }) {
    const lang = input.lang ?? COUNTRY_LANGUAGE;
    const body = texts(
      `El ${when(input.at, 'es-MX')} se cambió la dirección de entrega de la SIM de tu pedido ${input.orderRef}. Ahora se entrega en: ${input.address}. ${REPORT['es-MX']}`,
      `On ${when(input.at, 'en-US')} the delivery address of the SIM of your order ${input.orderRef} was changed. It is now delivered to: ${input.address}. ${REPORT['en-US']}`,
    );
    return this.send(
      input.to,
      texts(
        'Senda: cambió la dirección de entrega de tu SIM',
        'Senda: your SIM’s delivery address was changed',
      )[lang],
      body[lang],
    );
  }

  private send(to: string, subject: string, body: string) {
    return this.mailbox.send({ channel: 'email', to, subject, body, kind: 'account_notice' });
  }
}

/** A delivery address as a notice summarises it: street and number, colonia, postal code and city. */
export function addressSummary(address: Readonly<Record<string, string | undefined>>): string {
  const street = address.addressLine1 || address.street || '';
  return [street, address.area, [address.postalCode, address.city].filter(Boolean).join(' ')]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** Where a refund goes, as the sentence ends: the card that paid, the paying account, the CLABE given. */
function refundDestinationText(destination: RefundDestination): Texts {
  switch (destination.to) {
    case 'CARD':
      return texts(
        `a tu tarjeta ${destination.brand} terminación ${destination.last4}`,
        `to your ${destination.brand} card ending in ${destination.last4}`,
      );
    case 'PAYING_ACCOUNT':
      return texts(
        'por transferencia SPEI a la cuenta desde la que pagaste',
        'by SPEI transfer to the account you paid from',
      );
    case 'CLABE':
      return texts(
        `por transferencia SPEI a la cuenta con CLABE terminación ${destination.last4}`,
        `by SPEI transfer to the account with CLABE ending in ${destination.last4}`,
      );
  }
}
