import { formatNationalNumber } from '@senda/core/i18n';
import { itemNameIn } from '../../data/item-names.ts';
import { COUNTRY_LANGUAGE, type SandboxLanguage, texts } from '../../domain/language.ts';
import type { Mailbox } from '../../domain/mailbox.ts';
import { MEXICO_CITY_TIME_ZONE } from '../../domain/mexico-city-time.ts';
import type { LineRecord, UserRecord } from '../../domain/sandbox-data.schema.ts';
import { COUNT_EVERY_MS, periodStart, planDataMb, planUsedMb } from '../line-usage/line-usage.ts';

const DAY = 24 * 60 * 60 * 1000;
/** How long before a plan that will not renew on its own ends its holder is told. */
export const PLAN_ENDING_NOTICE_DAYS = 3;

export type UsageAlertSettings = NonNullable<UserRecord['usageAlerts']>;
/** Every alert is on until the customer turns it off. */
export const DEFAULT_USAGE_ALERTS: UsageAlertSettings = { dataAt80: true, dataAt100: true, planEnding: true };
export const usageAlertsOf = (user: UserRecord): UsageAlertSettings => ({
  ...DEFAULT_USAGE_ALERTS,
  ...user.usageAlerts,
});

const DATA_ALERTS = [
  { key: 'dataAt80', share: 0.8 },
  { key: 'dataAt100', share: 1 },
] as const;

/**
 * The network's first count, from `from` to `until`, at which the line had used `share` of its
 * plan's data; undefined when it had not by `until`. The count only grows within a period, so the
 * quarter-hour counts are searched by halves.
 */
export function dataCrossedAt(
  line: LineRecord,
  share: number,
  from: number,
  until: number,
): number | undefined {
  const allowance = planDataMb(line);
  if (allowance <= 0) return undefined;
  const reached = (at: number) => planUsedMb(line, at) >= Math.round(allowance * share);
  if (from > until) return undefined;
  if (reached(from)) return from;
  let low = Math.floor(from / COUNT_EVERY_MS) + 1;
  let high = Math.floor(until / COUNT_EVERY_MS);
  if (low > high || !reached(high * COUNT_EVERY_MS)) return undefined;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (reached(middle * COUNT_EVERY_MS)) high = middle;
    else low = middle + 1;
  }
  return low * COUNT_EVERY_MS;
}

interface AlertContext {
  readonly mailbox: Mailbox;
  readonly storefrontUrl: string;
}

const day = (at: number, lang: SandboxLanguage) =>
  new Intl.DateTimeFormat(lang, { timeZone: MEXICO_CITY_TIME_ZONE, dateStyle: 'long' }).format(at);
const gb = (mb: number, lang: SandboxLanguage) =>
  `${new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(mb / 1024)} GB`;

const OPT_OUT = texts(
  'Puedes dejar de recibir este aviso en Mi cuenta, «Avisos por correo»',
  'You can stop this alert in My account, "E-mail alerts"',
);

/**
 * Files the alerts a line's holder chose that fell due by `now` (read lazily, as the renewal notices
 * are: time moves without a call that reads the line): 80 % and 100 % of the plan's data once per
 * period, and 3 days before a plan ends that will not renew on its own, once per end date. An alert
 * that was off when it fell due is not sent later when it is turned on: it would be old news.
 */
export function fileUsageAlerts(
  context: AlertContext,
  line: LineRecord,
  user: UserRecord | undefined,
  status: string,
  now: number,
): boolean {
  const start = periodStart(line);
  if (start === undefined || line.periodEndsAt === undefined || line.activatedAt === undefined) return false;
  const settings = user ? usageAlertsOf(user) : DEFAULT_USAGE_ALERTS;
  const sent = { ...line.usageAlertsSent };
  let changed = false;
  const lang = user?.language ?? COUNTRY_LANGUAGE;
  const base = context.storefrontUrl.replace(/\/+$/, '');
  const ref = encodeURIComponent(line.orderRef);
  const send = (subject: string, body: string, link: string, at: number) => {
    if (!user?.email) return;
    context.mailbox.send({
      channel: 'email',
      to: user.email,
      subject,
      body: `${body}\n\n${OPT_OUT[lang]}: ${base}/profile`,
      kind: 'usage_alert',
      link,
      sentAt: at,
    });
  };

  // Data: counted from the scenario's figure or the period's start, until the line stopped working.
  const from = Math.max(start, line.dataUse && line.dataUse.at >= start ? line.dataUse.at : start);
  const until = Math.min(now, line.periodEndsAt, line.lapsedAt ?? now);
  for (const { key, share } of DATA_ALERTS) {
    if (sent[key] === start || status !== 'Active') continue;
    const at = dataCrossedAt(line, share, from, until);
    if (at === undefined) continue;
    sent[key] = start;
    changed = true;
    if (!settings[key]) continue;
    const link = `${base}/manage/order?orderRef=${ref}`;
    const total = planDataMb(line);
    const left = Math.max(0, total - planUsedMb(line, at));
    const name = itemNameIn(line.plan, lang);
    const number = formatNationalNumber(line.msisdn);
    const subject =
      share < 1
        ? texts(`Ya usaste el 80 % de tus datos de ${name}`, `You've used 80% of your ${name} data`)
        : texts(`Se terminaron los datos de tu plan ${name}`, `Your ${name} plan's data has run out`);
    const body =
      share < 1
        ? texts(
            `Tu línea ${number} ya usó el 80 % de los ${gb(total, 'es-MX')} de tu plan ${name}: te quedan ${gb(left, 'es-MX')} hasta el ${day(line.periodEndsAt, 'es-MX')}, cuando se renueva. ` +
              `Mira tu consumo y tus opciones en tu línea: ${link}`,
            `Your line ${number} has used 80% of the ${gb(total, 'en-US')} of your ${name} plan: ${gb(left, 'en-US')} left until ${day(line.periodEndsAt, 'en-US')}, when it renews. ` +
              `See your usage and your options on your line: ${link}`,
          )
        : texts(
            `Tu línea ${number} ya usó los ${gb(total, 'es-MX')} de tu plan ${name}: no tendrá datos hasta el ${day(line.periodEndsAt, 'es-MX')}, cuando se renueva. Llamadas y SMS siguen como tu plan los da. ` +
              `Mira cómo tener más datos en tu línea: ${link}`,
            `Your line ${number} has used the ${gb(total, 'en-US')} of your ${name} plan: it has no data until ${day(line.periodEndsAt, 'en-US')}, when it renews. Calls and texts go on as your plan gives them. ` +
              `See how to get more data on your line: ${link}`,
          );
    send(subject[lang], body[lang], link, at);
  }

  // The plan's end, when nothing will renew it.
  const noticeAt = Math.max(line.periodEndsAt - PLAN_ENDING_NOTICE_DAYS * DAY, line.activatedAt);
  if (
    !line.autoRenewal &&
    sent.planEnding !== line.periodEndsAt &&
    now >= noticeAt &&
    line.lapsedAt === undefined &&
    status === 'Active'
  ) {
    sent.planEnding = line.periodEndsAt;
    changed = true;
    if (settings.planEnding) {
      const link = `${base}/manage/renew?orderRef=${ref}`;
      const name = itemNameIn(line.plan, lang);
      const number = formatNationalNumber(line.msisdn);
      const subject = texts(
        `Tu plan ${name} termina el ${day(line.periodEndsAt, 'es-MX')}`,
        `Your ${name} plan ends on ${day(line.periodEndsAt, 'en-US')}`,
      );
      const body = texts(
        `Tu línea ${number} tiene el plan ${name} hasta el ${day(line.periodEndsAt, 'es-MX')}, y su renovación automática está apagada: ese día no cobraremos nada. ` +
          `Para seguir con datos, llamadas y SMS después de esa fecha, renuévalo con tarjeta, en efectivo en OXXO o por SPEI: ${link}`,
        `Your line ${number} has the ${name} plan until ${day(line.periodEndsAt, 'en-US')}, and its automatic renewal is off: we will charge nothing that day. ` +
          `To keep data, calls and texts after that date, renew it by card, cash at OXXO or SPEI: ${link}`,
      );
      send(subject[lang], body[lang], link, noticeAt);
    }
  }
  if (changed) line.usageAlertsSent = sent;
  return changed;
}
