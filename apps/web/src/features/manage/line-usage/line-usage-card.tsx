import { BOOSTERS_LINE_LINK } from '@senda/core/flows/boosters';
import {
  dataAmount,
  dataGauge,
  dataLevel,
  daysUntilRenewal,
  type LineUsage,
  LOW_DATA_SHARE,
  lineUsageQuery,
  outOfDataLeadId,
  type VoiceAllowance,
} from '@senda/core/flows/line-usage';
import { PLAN_SWITCH_ROUTES } from '@senda/core/flows/plan-switch';
import { renewNowLineAction } from '@senda/core/flows/renew-now';
import type { Line } from '@senda/core/gateway';
import { managePath } from '@senda/core/navigation';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName, Card, Skeleton, Stack } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import { AutoBoosterOff } from '../boosters/auto-booster-off.lazy';
import { MexicoCityTime } from '../mexico-city-time';
import { RenewNowAction } from '../renew-now/renew-now-action';
import styles from './line-usage-card.module.css';

/**
 * What is left on the line this period, read apart from the line so the line's status never waits
 * for it; the card keeps one height while loading and once read, so nothing below it moves.
 */
export function LineUsageCard({ line }: { line: Line }) {
  const { gateway } = useServices();
  const usage = useQuery(
    lineUsageQuery(gateway, { orderRef: line.orderRef, accountNumber: line.accountNumber }),
  );
  return (
    <Card as="section" aria-labelledby="line-usage-title" className={styles.card}>
      <h2 id="line-usage-title" className={styles.title}>
        <FormattedMessage id="line_home.usage.title" />
      </h2>
      {usage.data ? (
        <LineUsageFigures line={line} usage={usage.data} now={Date.now()} />
      ) : usage.isError ? (
        <p className={styles.meta}>
          <FormattedMessage id="line_home.usage.unavailable" />
        </p>
      ) : (
        <div aria-busy="true">
          <Skeleton shape="text" lines={4} />
        </div>
      )}
    </Card>
  );
}

/** The figures of a read usage: the gauge in words first, then the renewal, calls, texts and when counted. */
export function LineUsageFigures({ line, usage, now }: { line: Line; usage: LineUsage; now: number }) {
  const intl = useIntl();
  const gauge = dataGauge(usage);
  const days = daysUntilRenewal(usage, now);
  const amount = (mb: number) => {
    const { value, unit } = dataAmount(mb);
    return intl.formatNumber(value, {
      style: 'unit',
      unit: unit === 'GB' ? 'gigabyte' : 'megabyte',
      unitDisplay: 'short',
    });
  };
  const sentence = intl.formatMessage(
    { id: gauge.outOfData ? 'line_home.usage.out_of_data' : 'line_home.usage.left' },
    { left: amount(gauge.leftMb), total: amount(gauge.totalMb) },
  );
  return (
    <Stack gap={3}>
      {gauge.outOfData && <OutOfDataWays line={line} />}
      {gauge.totalMb > 0 && (
        <>
          <p className={styles.left} id="line-usage-left">
            {sentence}
          </p>
          {/* The bar repeats the sentence above; it is named by it, so a screen reader says it once with its value. */}
          <meter
            className={styles.meter}
            aria-labelledby="line-usage-left"
            min={0}
            max={gauge.totalMb}
            value={gauge.leftMb}
            low={gauge.totalMb * (1 - LOW_DATA_SHARE)}
            optimum={gauge.totalMb}
            data-share={dataLevel(gauge)}
          />
          {!gauge.outOfData && <BoostersLink line={line} lead={dataLevel(gauge) === 'low'} />}
          {gauge.boosterMb > 0 && (
            <p className={styles.meta}>
              <FormattedMessage id="line_home.usage.boosters" values={{ amount: amount(gauge.boosterMb) }} />
            </p>
          )}
        </>
      )}
      {/* Its place is kept from this read; its terms and one-tap off arrive once the page has settled. */}
      {usage.automaticBooster && (
        <div className={styles.autoBooster}>
          <AutoBoosterOff line={line} classNames={{ title: styles.autoTitle, terms: styles.meta }} />
        </div>
      )}
      <ul className={styles.facts}>
        {days !== null && (
          <li>
            <FormattedMessage id="line_home.usage.renews_in" values={{ days }} />
          </li>
        )}
        <li>{voiceText(intl, 'calls', usage.calls)}</li>
        <li>{voiceText(intl, 'texts', usage.texts)}</li>
      </ul>
      <p className={styles.meta}>
        <FormattedMessage
          id="line_home.usage.counted_at"
          values={{ date: <MexicoCityTime at={usage.countedAt} /> }}
        />
      </p>
    </Stack>
  );
}

/** Each kind's two sentences, named whole so the bundles' checks can find them. */
const VOICE_TEXTS = {
  calls: { unlimited: 'line_home.usage.calls.unlimited', total: 'line_home.usage.calls.total' },
  texts: { unlimited: 'line_home.usage.texts.unlimited', total: 'line_home.usage.texts.total' },
} as const;

function voiceText(intl: ReturnType<typeof useIntl>, kind: 'calls' | 'texts', allowance: VoiceAllowance) {
  return allowance.unlimited
    ? intl.formatMessage({ id: VOICE_TEXTS[kind].unlimited })
    : intl.formatMessage({ id: VOICE_TEXTS[kind].total }, { total: allowance.total });
}

/** Out of data: the ways to get more that exist today, before the figures. */
function OutOfDataWays({ line }: { line: Line }) {
  return (
    <Stack gap={2}>
      <p className={styles.outOfData}>
        <FormattedMessage id={outOfDataLeadId(renewNowLineAction(line, Date.now()) !== null)} />
      </p>
      <BoostersLink line={line} lead />
      <RenewNowAction line={line} />
      <Link
        className={buttonClassName({ variant: 'secondary', fullWidth: true })}
        to={managePath(PLAN_SWITCH_ROUTES.plans, line.orderRef)}
      >
        <FormattedMessage id="line_home.usage.out_of_data.switch_plan" />
      </Link>
    </Stack>
  );
}

/** More data for this period (the boosters' page), leading when the line is low or out of data. */
function BoostersLink({ line, lead }: { line: Line; lead: boolean }) {
  return (
    <Link
      className={buttonClassName({ variant: lead ? 'primary' : 'secondary', fullWidth: true })}
      to={managePath(BOOSTERS_LINE_LINK.path, line.orderRef)}
    >
      <FormattedMessage id={BOOSTERS_LINE_LINK.labelId} />
    </Link>
  );
}
