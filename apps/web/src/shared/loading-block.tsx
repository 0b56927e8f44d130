import type { MessageId } from '@senda/core/i18n';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton, Spinner, Stack } from '../design-system';

/**
 * What a page shows while its read is on the way: a labelled spinner (announced) over a
 * placeholder of the content's height, so nothing moves when the content arrives; `children`
 * above them, at the top of the content (what a link page's frame already said there: its early
 * notice, where the page's own notice will be; shell/route-frame.tsx paints it so).
 */
export function LoadingBlock({
  labelId,
  height,
  children,
}: {
  labelId: MessageId;
  height: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Stack gap={4} aria-busy="true">
      {children}
      <Spinner size="sm" label={intl.formatMessage({ id: labelId })} />
      <Skeleton height={height} />
    </Stack>
  );
}
