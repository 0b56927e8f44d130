import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, IconCheck } from '../../../design-system';
import styles from './esim-install-page.module.css';

/**
 * One code to type by hand, shown in full (selectable) with a button that copies it. A browser
 * that refuses the clipboard leaves the code on screen to copy by hand, so nothing is lost.
 */
export function CopyCode({ label, value, onCopied }: { label: string; value: string; onCopied: () => void }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      onCopied();
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className={styles.code}>
      <dt className={styles.codeLabel}>{label}</dt>
      <dd className={styles.codeValue}>
        <code>{value}</code>
        <Button
          variant="secondary"
          size="sm"
          onClick={copy}
          aria-label={intl.formatMessage({ id: 'esim_install.copy' }, { field: label })}
          iconStart={copied ? <IconCheck /> : undefined}
        >
          {intl.formatMessage({ id: 'esim_install.copy.short' })}
        </Button>
        <output className={styles.copied}>
          {copied ? intl.formatMessage({ id: 'esim_install.copied' }, { field: label }) : ''}
        </output>
      </dd>
    </div>
  );
}
