import { UPLOAD_ACCEPT } from '@senda/core/validation';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { FieldError } from '../../design-system/internal/field-parts';
import styles from './manual-ekyc.module.css';

/**
 * A native file input (the platform picker, keyboard and screen readers as is) shown as a button
 * with a translated label; the chosen file is named beside the field, not by the browser. The
 * picked file goes to `onPick` (the machine checks it); the input is emptied so the same file can
 * be picked again after a refusal.
 */
export function FilePicker({
  id,
  label,
  hint,
  error,
  onPick,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  onPick: (file: File) => void;
}) {
  const intl = useIntl();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <div className={styles.file}>
      <span id={labelId} className={styles.fileLabel}>
        {label}
      </span>
      <p id={hintId} className={styles.muted}>
        {hint}
      </p>
      <div className={styles.filePick}>
        <input
          id={id}
          type="file"
          accept={UPLOAD_ACCEPT}
          className={styles.fileInput}
          onChange={change}
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
        <label htmlFor={id} className={styles.fileButton} aria-hidden="true">
          {intl.formatMessage({ id: 'manual_ekyc.choose_file' })}
        </label>
      </div>
      {error && (
        <div role="alert">
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      )}
    </div>
  );
}
