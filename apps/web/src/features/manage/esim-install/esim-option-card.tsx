import { type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Card, Stack } from '../../../design-system';
import styles from './esim-install-page.module.css';

/**
 * One way of installing the eSIM (on this phone, one click, the QR code, the codes by hand), as a
 * section of its own: its title, what it is, then what it offers.
 */
export function EsimOptionCard({
  titleId,
  bodyId,
  mutedBody = false,
  children,
}: {
  titleId: string;
  bodyId: string;
  /** The body as a note beside what follows rather than its lead (the codes by hand). */
  mutedBody?: boolean;
  children: ReactNode;
}) {
  const titleDomId = useId();
  return (
    <Card as="section" aria-labelledby={titleDomId}>
      <Stack gap={4}>
        <h2 id={titleDomId} className={styles.sectionTitle}>
          <FormattedMessage id={titleId} />
        </h2>
        <p className={mutedBody ? styles.muted : undefined}>
          <FormattedMessage id={bodyId} />
        </p>
        {children}
      </Stack>
    </Card>
  );
}
