import { formatNationalNumber } from '@senda/core/i18n';
import { operatorName } from '../../data/donors.ts';
import { f } from '../../domain/failure-spec.ts';
import { fail } from '../../domain/failures.ts';
import { COUNTRY_LANGUAGE, type SandboxLanguage, texts } from '../../domain/language.ts';
import { MEXICO_CITY_TIME_ZONE, MEXICO_CITY_ZONE_NAME } from '../../domain/mexico-city-time.ts';
import type { LineRecord, UserRecord } from '../../domain/sandbox-data.schema.ts';
import type { StepUpService } from '../../domain/step-up.ts';
import { SUPPORT_LINE } from '../../domain/support-line.ts';
import type { LineGuardHost } from '../define-sandbox-flow.ts';

/** The step-up action that turns the lock off (core's flows/number-lock declares it). */
export const NUMBER_UNLOCK = 'NUMBER_UNLOCK';

/** While the number is locked: a SIM replacement's submit, and a port-out request (ours). */
export const NUMBER_LOCKED_FAILURE = f(
  422,
  4221651,
  'NUMBER_LOCKED',
  'The number is locked: turn the lock off to move it or to replace its SIM.',
);

export const isLocked = (line: LineRecord): boolean => line.numberLock?.locked === true;

/** The lock as the gateway answers it. */
export const numberLockView = (line: LineRecord) => ({
  locked: isLocked(line),
  changedAt: line.numberLock ? new Date(line.numberLock.changedAt).toISOString() : null,
});

const when = (at: number, lang: SandboxLanguage) =>
  `${new Intl.DateTimeFormat(lang, {
    timeZone: MEXICO_CITY_TIME_ZONE,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(at)} (${MEXICO_CITY_ZONE_NAME[lang]})`;

export interface NumberLockChange {
  user: UserRecord;
  line: LineRecord;
  locked: boolean;
  lang: SandboxLanguage;
  stepUpToken: string | null;
}

/**
 * Turns the line's lock on or off. On needs nothing more (it only protects); off spends a step-up
 * proof for NUMBER_UNLOCK on this line first (422120 without one, nothing changed). Either way the
 * account's address is told, in the call's language; the state it already has changes nothing and
 * tells nobody.
 */
export function changeNumberLock(
  host: LineGuardHost & { readonly stepUp: StepUpService },
  change: NumberLockChange,
): ReturnType<typeof numberLockView> {
  const { user, line, locked, lang } = change;
  if (isLocked(line) === locked) return numberLockView(line);
  if (!locked) host.stepUp.consume(user.id, NUMBER_UNLOCK, line.accountNumber, change.stepUpToken);
  const at = host.store.now();
  line.numberLock = { locked, changedAt: at };
  host.store.changed();
  if (user.email) {
    const number = formatNationalNumber(line.msisdn);
    const report = texts(
      `Si no fuiste tú, llama a atención a clientes de Senda al ${SUPPORT_LINE} y repórtalo.`,
      `If it wasn't you, call Senda customer service at ${SUPPORT_LINE} and report it.`,
    );
    const body = locked
      ? texts(
          `Activaste el bloqueo de tu número ${number} el ${when(at, 'es-MX')}. Mientras esté activo, nadie puede llevarse tu número a otra compañía ni pedir un chip nuevo. ${report['es-MX']}`,
          `You turned on the lock of your number ${number} on ${when(at, 'en-US')}. While it is on, nobody can move your number to another carrier or ask for a new SIM. ${report['en-US']}`,
        )
      : texts(
          `Desactivaste el bloqueo de tu número ${number} el ${when(at, 'es-MX')}. Desde ahora tu número se puede llevar a otra compañía y se puede pedir un chip nuevo para tu línea. ${report['es-MX']}`,
          `You turned off the lock of your number ${number} on ${when(at, 'en-US')}. From now on your number can be moved to another carrier and a new SIM can be asked for your line. ${report['en-US']}`,
        );
    host.mailbox.send({
      channel: 'email',
      to: user.email,
      subject: (locked
        ? texts('Senda: activaste el bloqueo de tu número', 'Senda: your number lock is on')
        : texts('Senda: desactivaste el bloqueo de tu número', 'Senda: your number lock is off'))[lang],
      body: body[lang],
      kind: 'account_notice',
    });
  }
  return numberLockView(line);
}

/**
 * A port-out request for a locked number: refused, and the account told at once that someone
 * tried (in its last language: no call of the customer's is behind it), with what to do.
 */
export function refusePortOut(line: LineRecord, host: LineGuardHost, recipient: string): void {
  if (!isLocked(line)) return;
  const user = host.store.data.users[line.userId];
  if (user?.email) {
    const lang = user.language ?? COUNTRY_LANGUAGE;
    const number = formatNationalNumber(line.msisdn);
    const operator = operatorName(recipient, lang);
    const at = host.store.now();
    const body = texts(
      `Alguien intentó llevarse tu número ${number} a ${operator} el ${when(at, 'es-MX')}; lo bloqueamos porque tu número tiene el bloqueo activo. Tu línea sigue igual. Si fuiste tú, desactiva el bloqueo en tu línea y pide la portabilidad de nuevo; si no, llama a atención a clientes al ${SUPPORT_LINE}.`,
      `Someone tried to move your number ${number} to ${operator} on ${when(at, 'en-US')}; we blocked it because your number is locked. Your line is as it was. If it was you, turn the lock off on your line and ask for the transfer again; if not, call customer service at ${SUPPORT_LINE}.`,
    );
    host.mailbox.send({
      channel: 'email',
      to: user.email,
      subject: texts(
        'Senda: alguien intentó llevarse tu número; lo bloqueamos',
        'Senda: someone tried to take your number; we blocked it',
      )[lang],
      body: body[lang],
      kind: 'port_out_refused',
    });
  }
  fail(NUMBER_LOCKED_FAILURE);
}
