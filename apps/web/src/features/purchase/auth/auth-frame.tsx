import type { ReactNode } from 'react';
// Component files, not the design-system index: sign-up's prerendered frame is in the first load.
import { Button } from '../../../design-system/button/button';
import { Card } from '../../../design-system/card/card';
import { Stack } from '../../../design-system/layout/layout';
import { PageHeader } from '../../../design-system/page-header/page-header';
import styles from './auth-screen.module.css';

/** The frame the sign-up and log-in screens share: heading, the form card, the switch between them. */
export function AuthFrame({
  title,
  subtitle,
  switchPrompt,
  switchLabel,
  onSwitch,
  extra,
  waiting = false,
  children,
}: {
  title: string;
  subtitle: string;
  switchPrompt: string;
  switchLabel: string;
  onSwitch: () => void;
  extra?: ReactNode;
  /** The prerendered frame, before the screen is there: the switch takes no tap (it would be lost). */
  waiting?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.frame}>
      <Stack gap={6}>
        <PageHeader title={title} subtitle={subtitle} />
        <Card padding="lg">{children}</Card>
        <p className={styles.switch} inert={waiting || undefined}>
          <span>{switchPrompt}</span>{' '}
          <Button variant="link" onClick={onSwitch}>
            {switchLabel}
          </Button>
        </p>
        {extra}
      </Stack>
    </div>
  );
}
