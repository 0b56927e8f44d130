import type { EsimCodes } from '@senda/core/machines/esim-install';
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

/**
 * The eSIM's codes to copy, as one list: the whole activation code, and with `parts` its two parts
 * before it (the SM-DP+ address and the matching ID), for the section that types them by hand.
 */
export function EsimCodesToCopy({
  codes,
  parts,
  onCopied,
}: {
  codes: EsimCodes;
  /**
   * The two parts too, named as the phone asks for them: an iPhone calls the matching ID its
   * "activation code" (typed by hand), an Android phone that asks apart names it the matching ID,
   * after the whole code it takes first.
   */
  parts?: 'iphone' | 'android';
  onCopied: () => void;
}) {
  const intl = useIntl();
  const code = (labelId: string, value: string) => (
    <CopyCode label={intl.formatMessage({ id: labelId })} value={value} onCopied={onCopied} />
  );
  return (
    <dl className={styles.codes}>
      {parts === 'iphone' && code('esim_install.manual.smdp', codes.smdpAddress)}
      {parts === 'iphone' && code('esim_install.manual.activation_code', codes.matchingId)}
      {code('esim_install.manual.full_code', codes.activationCode)}
      {parts === 'android' && code('esim_install.manual.smdp', codes.smdpAddress)}
      {parts === 'android' && code('esim_install.on_phone.matching_id', codes.matchingId)}
    </dl>
  );
}
