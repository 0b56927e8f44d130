import type { MessageId } from '@senda/core/i18n';
import { useIntl } from 'react-intl';
import { Skeleton, Spinner, Stack } from '../design-system';

/**
 * What a page shows while its read is on the way: a labelled spinner (announced) over a
 * placeholder of the content's height, so nothing moves when the content arrives.
 */
export function LoadingBlock({ labelId, height }: { labelId: MessageId; height: string }) {
  const intl = useIntl();
  return (
    <Stack gap={4} aria-busy="true">
      <Spinner size="sm" label={intl.formatMessage({ id: labelId })} />
      <Skeleton height={height} />
    </Stack>
  );
}
