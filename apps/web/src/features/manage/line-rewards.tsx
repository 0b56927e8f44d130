import type { Line } from '@senda/core/gateway';
import { FormattedMessage, useIntl } from 'react-intl';
import { Card, Stack } from '../../design-system';
import { useFormatters } from '../../shared/use-formatters';

/**
 * The rewards on a line (a claimed win-back offer), as the gateway's line answer lists
 * them: nothing when there are none.
 */
export function LineRewards({ line }: { line: Pick<Line, 'rewards'> }) {
  const intl = useIntl();
  const format = useFormatters();
  if (line.rewards.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="line-rewards-title">
      <Stack gap={3}>
        <h2 id="line-rewards-title">
          <FormattedMessage id="line.rewards.title" />
        </h2>
        <ul>
          {line.rewards.map((reward) => (
            <li key={reward.rewardId}>
              {reward.kind === 'RENEWAL_DISCOUNT'
                ? intl.formatMessage(
                    { id: 'line.rewards.discount' },
                    { percent: reward.percent ?? 0, date: format.date(reward.validUntil) },
                  )
                : intl.formatMessage(
                    { id: 'line.rewards.data' },
                    { gb: reward.dataGb ?? 0, date: format.date(reward.validUntil) },
                  )}
            </li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}
