import type { Invoice, Order, RequestInvoiceBody } from '@senda/core/gateway';
import type { MessageId } from '@senda/core/i18n';
import {
  CFDI_NAME_MAX_LENGTH,
  type CfdiRequestField,
  type CfdiRequestForm,
  cfdiRequestErrorMessageId,
  cfdiUsesFor,
  checkCfdiRequest,
  emptyCfdiRequestForm,
  invoiceOffer,
  submitCfdiRequest,
} from '@senda/core/invoices';
import { invoiceRequestedIn } from '@senda/core/machines/line-home';
import { cfdiCataloguesQuery } from '@senda/core/queries';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  DetailList,
  SelectField,
  Skeleton,
  Stack,
  TextField,
} from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { MexicoCityTime } from '../mexico-city-time';
import { InvoiceDownloads } from './invoice-downloads';
import styles from './manage-order-page.module.css';

/** A paid order's CFDI: the request form, or the issued invoice with its folio. */
export function InvoiceSection({ order }: { order: Order }) {
  const offer = invoiceOffer(order);
  // A payment's "Invoice this purchase" (the line's payments) opens this page asking for the
  // request: the form is open, and the heading is where the customer lands.
  const asked = invoiceRequestedIn(useLocation().search);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!asked) return;
    title.current?.scrollIntoView?.({ block: 'start' });
    title.current?.focus({ preventScroll: true });
  }, [asked]);
  if (offer.kind === 'none') return null;
  return (
    <Card as="section" aria-labelledby="invoice-title">
      <Stack gap={4}>
        <h2 id="invoice-title" className={styles.sectionTitle} ref={title} tabIndex={-1}>
          <FormattedMessage id="cfdi.title" />
        </h2>
        {offer.kind === 'issued' ? (
          <IssuedInvoice invoice={offer.invoice} orderRef={order.order_ref} />
        ) : (
          <CfdiRequest orderRef={order.order_ref} asked={asked} />
        )}
      </Stack>
    </Card>
  );
}

/**
 * Few customers want a factura, so the line page offers it in one line and opens the form (and
 * reads the SAT catalogues) on a tap: the line's own facts stay at the top, and the page does not
 * grow under the customer while the catalogues arrive.
 */
function CfdiRequest({ orderRef, asked }: { orderRef: string; asked: boolean }) {
  const [open, setOpen] = useState(false);
  if (open || asked) return <CfdiRequestFormView orderRef={orderRef} />;
  return (
    <Stack gap={3}>
      <p className={styles.meta}>
        <FormattedMessage id="cfdi.offer" />
      </p>
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <FormattedMessage id="cfdi.open" />
        </Button>
      </div>
    </Stack>
  );
}

function IssuedInvoice({ invoice, orderRef }: { invoice: Invoice; orderRef: string }) {
  const intl = useIntl();
  return (
    <Stack gap={3}>
      <Alert tone="success" title={intl.formatMessage({ id: 'cfdi.issued.title' })}>
        <FormattedMessage id="cfdi.issued.body" />
      </Alert>
      <DetailList
        items={[
          { key: 'folio', label: intl.formatMessage({ id: 'cfdi.folio' }), value: invoice.folio },
          { key: 'rfc', label: intl.formatMessage({ id: 'cfdi.rfc' }), value: invoice.rfc },
          { key: 'name', label: intl.formatMessage({ id: 'cfdi.name' }), value: invoice.name },
          {
            key: 'issued',
            label: intl.formatMessage({ id: 'cfdi.issued_at' }),
            value: <MexicoCityTime at={invoice.issuedAt} />,
          },
        ]}
      />
      <InvoiceDownloads orderRef={orderRef} />
    </Stack>
  );
}

function CfdiRequestFormView({ orderRef }: { orderRef: string }) {
  const intl = useIntl();
  const { gateway, queryClient, stores } = useServices();
  const locale = useAtomValue(stores.locale.currentLocale, { store: stores.store });
  const catalogues = queryView(useQuery(cfdiCataloguesQuery(gateway, locale)));
  const [form, setForm] = useState<CfdiRequestForm>(emptyCfdiRequestForm);
  const [errors, setErrors] = useState<Partial<Record<CfdiRequestField, MessageId>>>({});
  const submit = useMutation({
    mutationFn: (body: RequestInvoiceBody) => submitCfdiRequest({ gateway, queryClient }, orderRef, body),
  });

  if (catalogues.status === 'loading') return <Skeleton height="20rem" />;
  if (catalogues.status === 'error') {
    return <QueryErrorAlert error={catalogues.error} onRetry={catalogues.retry} />;
  }
  if (!catalogues.data) return null;
  const data = catalogues.data;

  const change = (field: CfdiRequestField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorOf = (field: CfdiRequestField) => {
    const id = errors[field];
    return id ? intl.formatMessage({ id }) : undefined;
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkCfdiRequest(form, data);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    submit.mutate(check.body);
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={4}>
        <p className={styles.meta}>
          <FormattedMessage id="cfdi.intro" />
        </p>
        <TextField
          label={intl.formatMessage({ id: 'cfdi.rfc' })}
          hint={intl.formatMessage({ id: 'cfdi.rfc.hint' })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={16}
          value={form.rfc}
          onChange={(event) => change('rfc')(event.target.value)}
          error={errorOf('rfc')}
        />
        <TextField
          label={intl.formatMessage({ id: 'cfdi.name' })}
          hint={intl.formatMessage({ id: 'cfdi.name.hint' })}
          autoComplete="off"
          maxLength={CFDI_NAME_MAX_LENGTH}
          value={form.name}
          onChange={(event) => change('name')(event.target.value)}
          error={errorOf('name')}
        />
        <SelectField
          label={intl.formatMessage({ id: 'cfdi.tax_regime' })}
          placeholder={intl.formatMessage({ id: 'cfdi.choose' })}
          options={data.taxRegimes.map((regime) => ({
            value: regime.code,
            label: `${regime.code} · ${regime.name}`,
          }))}
          value={form.taxRegime}
          onChange={(event) => change('taxRegime')(event.target.value)}
          error={errorOf('taxRegime')}
        />
        <SelectField
          label={intl.formatMessage({ id: 'cfdi.cfdi_use' })}
          placeholder={intl.formatMessage({ id: 'cfdi.choose' })}
          options={cfdiUsesFor(data, form.taxRegime).map((use) => ({
            value: use.code,
            label: `${use.code} · ${use.name}`,
          }))}
          value={form.cfdiUse}
          onChange={(event) => change('cfdiUse')(event.target.value)}
          error={errorOf('cfdiUse')}
        />
        <TextField
          label={intl.formatMessage({ id: 'cfdi.postal_code' })}
          hint={intl.formatMessage({ id: 'cfdi.postal_code.hint' })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          value={form.postalCode}
          onChange={(event) => change('postalCode')(event.target.value)}
          error={errorOf('postalCode')}
        />
        {submit.isError && (
          <Alert tone="danger" live="assertive" title={intl.formatMessage({ id: 'cfdi.error.title' })}>
            {intl.formatMessage({ id: cfdiRequestErrorMessageId(submit.error) })}
          </Alert>
        )}
        <div>
          <Button
            type="submit"
            loading={submit.isPending}
            loadingLabel={intl.formatMessage({ id: 'cfdi.submitting' })}
          >
            {intl.formatMessage({ id: 'cfdi.submit' })}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
