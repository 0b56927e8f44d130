import type { ManualEkycSenders, ManualEkycView } from '@senda/core/machines/manual-ekyc';
import type { FieldMessage } from '@senda/core/purchase';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Card, SelectField, Stack } from '../../design-system';
import { FilePicker } from './file-picker';
import styles from './manual-ekyc.module.css';
import { useObjectUrl } from './use-object-url';

/** The identity document: its type, and a photo or scan of it. */
export function DocumentSection({
  view,
  senders,
  ids,
  message,
}: {
  view: ManualEkycView;
  senders: ManualEkycSenders;
  ids: { documentType: string; document: string };
  message: (field: FieldMessage | null) => string | undefined;
}) {
  const intl = useIntl();
  const headingId = useId();
  const { chosen, received, error } = view.document;
  const preview = useObjectUrl(chosen?.previewable ? chosen.file : null);
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap={4}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'manual_ekyc.document_heading' })}
        </h2>
        <SelectField
          id={ids.documentType}
          label={intl.formatMessage({ id: 'manual_ekyc.document_type' })}
          placeholder={intl.formatMessage({ id: 'manual_ekyc.document_type_placeholder' })}
          options={view.documentOptions.map((option) => ({
            value: option.value,
            label: intl.formatMessage({ id: option.labelId }),
          }))}
          value={view.documentType}
          onChange={(event) => senders.chooseDocumentType(event.target.value)}
          error={message(view.documentTypeError)}
          required
        />
        <FilePicker
          id={ids.document}
          label={intl.formatMessage({ id: 'manual_ekyc.document_file' })}
          hint={intl.formatMessage({ id: 'manual_ekyc.file_hint' }, { maxMb: view.maxFileMb })}
          error={message(error)}
          onPick={(file) => senders.pickDocument(file, file.name)}
        />
        {chosen && (
          <div className={styles.chosen}>
            {preview && <img src={preview} alt="" className={styles.thumb} />}
            <p className={styles.fileName}>
              {intl.formatMessage({ id: 'manual_ekyc.file_chosen' }, { name: chosen.name })}
            </p>
          </div>
        )}
        {received && (
          <p className={styles.fileName}>{intl.formatMessage({ id: 'manual_ekyc.document_received' })}</p>
        )}
      </Stack>
    </Card>
  );
}
