import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageHeader, Stack } from '../../../design-system';
import styles from './step-form.module.css';

/**
 * A purchase step that is one form: the step's title and subtitle, then its fields. Inside a page
 * that already has its heading (a line flow's frame titles the page from its route), the form
 * takes no title and its subtitle is the form's introduction: one h1 a page. The browser's
 * own validation is off (core checks the fields); while the "fix the errors" summary shows, the
 * form is described by it.
 */
export function StepForm({
  title,
  subtitle,
  onSubmit,
  describedBy,
  children,
}: {
  /** None inside a page that has its own h1. */
  title?: string;
  subtitle: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The summary's id while it shows (see FixErrorsSummary). */
  describedBy: string | undefined;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-describedby={describedBy}>
      <Stack gap={6}>
        {title ? (
          <PageHeader title={title} subtitle={subtitle} />
        ) : (
          <p className={styles.intro}>{subtitle}</p>
        )}
        {children}
      </Stack>
    </form>
  );
}

/** "Fix the errors": announced when a Next with errors shows it; each field says what is wrong. */
export function FixErrorsSummary({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <p id={id} className={styles.summary} role="alert">
      {intl.formatMessage({ id: 'common.fix_errors' })}
    </p>
  );
}
