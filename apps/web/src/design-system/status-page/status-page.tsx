import type { ReactNode } from 'react';
import { Card } from '../card/card';
import { cx } from '../internal/cx';
import { type StatusTone, toneSoftClass } from '../internal/tone';
import { Stack } from '../layout/layout';
import { PageHeader } from '../page-header/page-header';
import styles from './status-page.module.css';

export type StatusIconTone = 'brand' | StatusTone;

export interface StatusIconProps {
  /** The icon itself, e.g. <IconWarning size="2rem" />. */
  children: ReactNode;
  tone?: StatusIconTone;
}

/** The round icon that says at a glance what kind of news a status page brings. */
export function StatusIcon({ children, tone = 'brand' }: StatusIconProps) {
  return (
    <span className={cx(styles.icon, tone === 'brand' ? styles.brand : toneSoftClass[tone])}>{children}</span>
  );
}

export interface StatusPageProps {
  icon: ReactNode;
  tone?: StatusIconTone;
  title: ReactNode;
  body: ReactNode;
  /** What comes under the message: the way on (links, buttons), notes. */
  children?: ReactNode;
}

/** A page with one message in a card, centred in the content area, and the way on under it. */
export function StatusPage({ icon, tone, title, body, children }: StatusPageProps) {
  return (
    <div className={styles.centre}>
      <Card padding="lg" className={styles.card}>
        <Stack gap={5}>
          <StatusIcon tone={tone}>{icon}</StatusIcon>
          <PageHeader title={title} subtitle={body} />
          {children}
        </Stack>
      </Card>
    </div>
  );
}
