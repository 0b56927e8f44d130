import { TRANSFER_NUMBER_MAX } from '@senda/core/config';
import type { DonorTelco } from '@senda/core/gateway';
import type { MessageId } from '@senda/core/i18n';
import type { FieldMessage } from '@senda/core/purchase';
import { PORTABILITY_NIP_LENGTH } from '@senda/core/validation';
import { useIntl } from 'react-intl';
import { SelectField, Skeleton, TextField } from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import type { GatewayQuery } from '../../../shared/query-view';
import styles from './connection-details-screen.module.css';
import { digitsOnlyKeys } from './digits-only-keys';

export type PortInFieldName = 'donor' | 'number' | 'nip';

/**
 * A number transfer's three fields, as the purchase's connection details and port-in
 * re-initiation both ask them: the donor operator (from the gateway's list), the number
 * (the spec: at most 12 characters, digits only) and the 4-digit NIP from 051. The caller keeps the
 * values and decides (core's rules); this only draws them. With `donorFromNumber` (the purchase)
 * the operator comes last and may stay empty: the number check finds it, and fills it in.
 */
export function PortInFields({
  ids,
  donors,
  values,
  errors,
  onChange,
  locked = false,
  showNip = true,
  nipLabelId = 'connection_details.nip_label',
  donorFromNumber = false,
  donorFound = false,
}: {
  ids: Record<PortInFieldName, string>;
  donors: GatewayQuery<{ donors: readonly Pick<DonorTelco, 'id' | 'name'>[] }>;
  values: { donorId: string; number: string; nip: string };
  errors: Partial<Record<PortInFieldName, FieldMessage>>;
  onChange: (field: 'donorId' | 'number' | 'nip', value: string) => void;
  /** While a call about them is in flight: shown, not changed. */
  locked?: boolean;
  showNip?: boolean;
  nipLabelId?: MessageId;
  donorFromNumber?: boolean;
  /** The operator shown is the number check's finding (said so), not one the customer chose. */
  donorFound?: boolean;
}) {
  const intl = useIntl();
  const message = (value: FieldMessage | undefined) =>
    value ? intl.formatMessage({ id: value.id }, value.values) : undefined;
  const donorField = (
    <>
      {donors.status === 'error' && <QueryErrorAlert error={donors.error} onRetry={donors.retry} />}
      {donors.status === 'loading' && <Skeleton height="4.75rem" />}
      {donors.status === 'success' && (
        <SelectField
          id={ids.donor}
          label={intl.formatMessage({ id: 'connection_details.donor_label' })}
          hint={donorFound ? intl.formatMessage({ id: 'connection_details.donor_found' }) : undefined}
          placeholder={intl.formatMessage({
            id: donorFromNumber
              ? 'connection_details.donor_placeholder_found'
              : 'connection_details.donor_placeholder',
          })}
          options={(donors.data?.donors ?? []).map((donor) => ({ value: donor.id, label: donor.name }))}
          value={values.donorId}
          onChange={(event) => onChange('donorId', event.target.value)}
          error={message(errors.donor)}
          disabled={locked}
          required={!donorFromNumber}
        />
      )}
    </>
  );
  return (
    <>
      {!donorFromNumber && donorField}
      <TextField
        id={ids.number}
        label={intl.formatMessage({ id: 'connection_details.transfer_number_label' })}
        hint={intl.formatMessage({ id: 'connection_details.transfer_number_hint' })}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={TRANSFER_NUMBER_MAX}
        value={values.number}
        onKeyDown={digitsOnlyKeys}
        onChange={(event) => onChange('number', event.target.value.slice(0, TRANSFER_NUMBER_MAX))}
        error={message(errors.number)}
        readOnly={locked}
        required
      />
      {showNip && (
        <TextField
          id={ids.nip}
          label={intl.formatMessage({ id: nipLabelId })}
          hint={intl.formatMessage({ id: 'connection_details.nip_hint' })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={PORTABILITY_NIP_LENGTH}
          value={values.nip}
          onKeyDown={digitsOnlyKeys}
          onChange={(event) => onChange('nip', event.target.value)}
          error={message(errors.nip)}
          readOnly={locked}
          className={styles.nip}
          required
        />
      )}
      {donorFromNumber && donorField}
    </>
  );
}
