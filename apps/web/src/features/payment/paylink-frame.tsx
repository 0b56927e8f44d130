import { useIntl } from 'react-intl';
// Each component from its own file: the frame is loaded before the page hydrates, where the
// design-system index would bring every component first (scripts/vite/shared-chunks.ts).
import { Stack } from '../../design-system/layout/layout';
import { PageHeader } from '../../design-system/page-header/page-header';
import { Skeleton } from '../../design-system/skeleton/skeleton';
import { Spinner } from '../../design-system/spinner/spinner';
import type { FirstFrame } from '../../shared/first-frame';
import { EarlySentenceFrame } from '../../shell/early-sentence-frame';
import styles from './paylink-frame.module.css';

/**
 * Pay-by-link's subtitle: the ways to pay once the link is read (`sentence`), or, while it is read,
 * what the page's early script writes from the link's details read at byte zero (the same ways to
 * pay, or what the link turned out to be; shell/early-frame-fill.ts), a placeholder of the same
 * size until then. The same box written or not, in the frame and on the page, so nothing moves.
 */
export function PaylinkSubtitle({ sentence, fillable }: { sentence: string | undefined; fillable: boolean }) {
  return <EarlySentenceFrame sentence={sentence} fillable={fillable} className={styles.subtitle} inline />;
}

/**
 * Pay-by-link's prerendered frame (route-frame.tsx): the page as it stands while the link is read
 * (paylink-page.tsx: the heading, the subtitle, the loading block as tall as the link's summary),
 * its subtitle left to the early script when the texts it carries are in the language shown.
 */
export function PaylinkFrame({ frame }: { frame: FirstFrame }) {
  const intl = useIntl();
  return (
    <Stack gap={6}>
      <PageHeader
        title={intl.formatMessage({ id: 'paylink.title' })}
        subtitle={<PaylinkSubtitle sentence={undefined} fillable={frame.early?.locale === intl.locale} />}
      />
      <Stack gap={4} aria-busy="true">
        <Spinner size="sm" label={intl.formatMessage({ id: 'paylink.loading' })} />
        <Skeleton height="14rem" />
      </Stack>
    </Stack>
  );
}
