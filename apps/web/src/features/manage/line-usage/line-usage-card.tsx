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
import type { Line } from '@senda/core/gateway';
import { type UsageLevel, usageOffers } from '@senda/core/machines/line-home';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Card, Skeleton, Stack } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import { usageOfferComponents } from '../flow-usage-offers';
import { MexicoCityTime } from '../mexico-city-time';
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
  const level = dataLevel(gauge);
  const offers = usageOffers(line, { level, automaticBooster: usage.automaticBooster === true }, now);
  const moreData = <UsageOffers keys={offers.slots['more-data']} line={line} level={level} />;
  const sentence = intl.formatMessage(
    { id: gauge.outOfData ? 'line_home.usage.out_of_data' : 'line_home.usage.left' },
    { left: amount(gauge.leftMb), total: amount(gauge.totalMb) },
  );
  return (
    <Stack gap={3}>
      {gauge.outOfData && (
        <Stack gap={2}>
          <p className={styles.outOfData}>
            <FormattedMessage id={outOfDataLeadId(offers.renewOffered)} />
          </p>
          {moreData}
        </Stack>
      )}
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
            data-share={level}
          />
          {!gauge.outOfData && moreData}
          {gauge.boosterMb > 0 && (
            <p className={styles.meta}>
              <FormattedMessage id="line_home.usage.boosters" values={{ amount: amount(gauge.boosterMb) }} />
            </p>
          )}
        </>
      )}
      {/* Each part's place is kept from this read; what it shows may arrive once the page has settled. */}
      {usageOfferComponents(offers.slots['after-figures']).map(({ key, Offer }) => (
        <div key={key} className={styles.afterFigures}>
          <Offer line={line} level={level} classNames={{ title: styles.partTitle, terms: styles.meta }} />
        </div>
      ))}
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

/** The wings' offers of one slot of the card, in core's order; the card names none of them. */
function UsageOffers({ keys, line, level }: { keys: readonly string[]; line: Line; level: UsageLevel }) {
  return (
    <>
      {usageOfferComponents(keys).map(({ key, Offer }) => (
        <Offer
          key={key}
          line={line}
          level={level}
          classNames={{ title: styles.partTitle, terms: styles.meta }}
        />
      ))}
    </>
  );
}
