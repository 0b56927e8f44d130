import { type InvoiceDocumentFormat, invoiceDocument, invoiceDocumentBytes } from '@senda/core/gateway';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Alert, Button, FormActions, Stack } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import styles from './manage-order-page.module.css';

/** Hands the browser a file it received as bytes: a download, named as the gateway names it. */
function saveFile(bytes: Uint8Array, fileName: string, contentType: string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The issued CFDI's two files: the XML the SAT keeps and its printed PDF, both with the folio
 * fiscal. They are read with the session (another customer's order answers 404), then saved.
 */
export function InvoiceDownloads({ orderRef }: { orderRef: string }) {
  const intl = useIntl();
  const { gateway } = useServices();
  const download = useMutation({
    mutationFn: async (format: InvoiceDocumentFormat) => {
      const file = await invoiceDocument(gateway, { orderRef, format });
      saveFile(invoiceDocumentBytes(file), file.fileName, file.contentType);
    },
  });
  const button = (format: InvoiceDocumentFormat) => (
    <Button
      variant="secondary"
      loading={download.isPending && download.variables === format}
      loadingLabel={intl.formatMessage({ id: 'cfdi.download.preparing' })}
      disabled={download.isPending}
      onClick={() => download.mutate(format)}
    >
      {intl.formatMessage({ id: format === 'xml' ? 'cfdi.download.xml' : 'cfdi.download.pdf' })}
    </Button>
  );
  return (
    <Stack gap={3}>
      <p className={styles.meta}>{intl.formatMessage({ id: 'cfdi.download.hint' })}</p>
      <FormActions>
        {button('pdf')}
        {button('xml')}
      </FormActions>
      {download.isError && (
        <Alert tone="danger" live="assertive">
          {intl.formatMessage({ id: 'cfdi.download.failed' })}
        </Alert>
      )}
    </Stack>
  );
}
