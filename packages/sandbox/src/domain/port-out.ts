import { formatNationalNumber } from '@senda/core/i18n';
import { managePath, REVERSE_PORT_OUT_ROUTES } from '@senda/core/navigation';
import { operatorName } from '../data/donors.ts';
import { SANDBOX_FLOW_WINGS } from '../flows/flow-registry.ts';
import { fail } from './failures.ts';
import { COUNTRY_LANGUAGE, texts } from './language.ts';
import type { Mailbox } from './mailbox.ts';
import { MEXICO_CITY_TIME_ZONE, MEXICO_CITY_ZONE_NAME } from './mexico-city-time.ts';
import type { LineRecord } from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';

const HOUR = 60 * 60 * 1000;

/** Sandbox figure: a port-out another operator asks for completes 24 hours later. */
export const PORT_OUT_COMPLETION_HOURS = 24;

/**
 * A port-out under way whose time came: the number has left, the line is ported out. True when it
 * changed the line (the caller saves it).
 */
export function settlePortOut(line: LineRecord, now: number): boolean {
  const portOut = line.portOut;
  if (!portOut || now < portOut.completesAt) return false;
  line.portedOut = { at: portOut.completesAt, recipient: portOut.recipient };
  line.portOut = undefined;
  return true;
}

/**
 * A port-out request from another operator (simulated through POST /mocks/port-out): the transfer
 * is recorded on the line as under way (`portOut`; lines.ts makes it `portedOut` when its time
 * comes) and the account's e-mail is told at once, with "No fui yo" leading to the reverse
 * port-out, which stops the transfer while it is under way.
 */
export class PortOutService {
  constructor(
    readonly store: StateStore,
    readonly mailbox: Mailbox,
    readonly storefrontUrl: string,
  ) {}

  /** The line named by its account number or its number (10 digits, any spacing). */
  findLine(input: { accountNumber?: string; msisdn?: string }): LineRecord {
    const lines = Object.values(this.store.data.lines);
    const digits = input.msisdn?.replace(/\D/g, '');
    const line = input.accountNumber
      ? this.store.data.lines[input.accountNumber]
      : lines.find((candidate) => digits && candidate.msisdn.replace(/\D/g, '') === digits);
    if (!line) fail('notFound');
    return line;
  }

  request(line: LineRecord, recipient: string): NonNullable<LineRecord['portOut']> {
    // A wing may refuse it (the number lock), telling the account itself.
    for (const wing of SANDBOX_FLOW_WINGS) wing.lineGuards?.portOut?.(line, this, recipient);
    const requestedAt = this.store.now();
    const portOut = {
      recipient,
      requestedAt,
      completesAt: requestedAt + PORT_OUT_COMPLETION_HOURS * HOUR,
    };
    line.portOut = portOut;
    this.tell(line, portOut);
    this.store.changed();
    return portOut;
  }

  private tell(line: LineRecord, portOut: NonNullable<LineRecord['portOut']>): void {
    const user = this.store.data.users[line.userId];
    if (!user?.email) return;
    // No call of the customer's is behind it: their last language.
    const lang = user.language ?? COUNTRY_LANGUAGE;
    const number = formatNationalNumber(line.msisdn);
    const link = `${this.storefrontUrl}${managePath(REVERSE_PORT_OUT_ROUTES.request, line.orderRef)}`;
    const when = new Intl.DateTimeFormat(lang, {
      timeZone: MEXICO_CITY_TIME_ZONE,
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(portOut.completesAt);
    const zone = MEXICO_CITY_ZONE_NAME[lang];
    const operator = operatorName(portOut.recipient, lang);
    const body = texts(
      `Recibimos una solicitud para llevar tu número ${number} a ${operator}. Si nadie la detiene, se completa el ${when} (${zone}). Si no fuiste tú: «No fui yo» ${link}`,
      `We received a request to move your number ${number} to ${operator}. Unless it is stopped, it completes on ${when} (${zone}). If it wasn't you: “It wasn't me” ${link}`,
    );
    this.mailbox.send({
      channel: 'email',
      to: user.email,
      subject: texts(
        'Senda: piden llevar tu número a otro operador',
        'Senda: a request to move your number to another operator',
      )[lang],
      body: body[lang],
      kind: 'port_out_requested',
      link,
    });
  }
}
