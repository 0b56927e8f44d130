import { type ReactNode, useContext } from 'react';
import { cx } from '../internal/cx';
import { PageChromeContext } from './page-chrome-context';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Small line above the title ("Compra de plan"). */
  eyebrow?: ReactNode;
  /** The back control, supplied by the app because it knows where back goes. */
  back?: ReactNode;
  /** Controls on the right of the back row (help link), so the title keeps the full width. */
  actions?: ReactNode;
  /** Above the title, e.g. a Stepper. */
  progress?: ReactNode;
  /** Headings start at 1 on a page; use 2 when the header sits under another page title. */
  headingLevel?: 1 | 2;
  titleId?: string;
  className?: string;
}

export function PageHeader({
  title,
  subtitle,
  eyebrow,
  back: backControl,
  actions,
  progress,
  headingLevel = 1,
  titleId,
  className,
}: PageHeaderProps) {
  // The app's own back replaces this one in native mode.
  const back = useContext(PageChromeContext).back ? backControl : undefined;
  const Heading = `h${headingLevel}` as const;
  return (
    <header className={cx(styles.root, className)}>
      {(back || actions) && (
        <div className={styles.top}>
          {back ? <div className={styles.back}>{back}</div> : <span />}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {progress}
      <div className={styles.titles}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading id={titleId} className={headingLevel === 1 ? styles.title : styles.titleSmall}>
          {title}
        </Heading>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
    </header>
  );
}
