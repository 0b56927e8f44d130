import {
  type AddressFormField,
  coloniaOptions,
  digitsOf,
  type FieldErrors,
  HOUSE_NUMBER_MAX_LENGTH,
  isDigitFieldKeydownAllowed,
  type ManualPlace,
  MEXICAN_STATES,
  PLACE_NAME_MAX_LENGTH,
  REFERENCES_MAX_LENGTH,
  STREET_MAX_LENGTH,
  streetLineOf,
  withPostalCode,
  withStreetLine,
} from '@senda/core/purchase';
import type { Address } from '@senda/core/stores';
import { type KeyboardEvent, type ReactNode, useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Alert, SelectField, Spinner, TextField } from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { useFieldChange } from '../step-form';
import styles from './address-details-screen.module.css';
import type { PostalLookup } from './use-postal-lookup';

const STATE_OPTIONS = MEXICAN_STATES.map((state) => ({ value: state, label: state }));
const digitKeysOnly = (event: KeyboardEvent<HTMLInputElement>) => {
  if (!isDigitFieldKeydownAllowed(event)) event.preventDefault();
};

/**
 * One address (billing or delivery) as a Mexican address reads: the postal code first, which
 * fills estado and municipio and offers its colonias, then calle y número (one line) and the
 * número interior. Estado, municipio
 * and colonia appear once the code is known (empty boxes before it only looked broken). A code
 * the lookup does not know is a warning: estado (one of the 32), municipio and colonia are then
 * typed. An address nothing is delivered to (`postalCodeOnly`, an eSIM's) is its postal code
 * alone, with the estado and municipio it names shown read-only.
 */
export function AddressFieldset({
  prefix,
  legend,
  postalCodeOnly = false,
  address,
  onChange,
  zipCodeSize,
  lookup,
  manual,
  onManualChange,
  errors,
}: {
  prefix: 'billing' | 'delivery';
  legend: ReactNode;
  postalCodeOnly?: boolean;
  address: Address;
  onChange: (update: (current: Address) => Address) => void;
  zipCodeSize: number;
  lookup: PostalLookup;
  /** Estado, municipio and colonia as typed, shown when the lookup does not know the code. */
  manual: ManualPlace;
  onManualChange: (update: (current: ManualPlace) => ManualPlace) => void;
  errors: FieldErrors<AddressFormField>;
}) {
  const intl = useIntl();
  const id = (field: AddressFormField) => `${prefix}-${field}`;
  // Shipping fields carry the "shipping" autofill section, so the browser keeps the two apart.
  const section = prefix === 'billing' ? 'billing' : 'shipping';
  const error = (field: AddressFormField) => {
    const message = errors[field];
    return message ? intl.formatMessage({ id: message.id }, message.values) : undefined;
  };
  // One handler a field, the same on every render: a key re-renders only its own field.
  const change = useFieldChange(onChange);
  // The typed place is the field's value; the lookup hook copies it into the address.
  const changePlace = useFieldChange(onManualChange);
  const changePostalCode = useCallback(
    (event: { target: { value: string } }) => {
      const postalCode = digitsOf(event.target.value).slice(0, zipCodeSize);
      onChange((current) => withPostalCode(current, postalCode));
    },
    [onChange, zipCodeSize],
  );
  // Calle y número in one line: core splits it into the order's calle and número exterior.
  const changeStreetLine = useCallback(
    (event: { target: { value: string } }) => {
      const line = event.target.value;
      onChange((current) => withStreetLine(current, line));
    },
    [onChange],
  );
  const optional = intl.formatMessage({ id: 'common.optional' });
  const areaOptions = useMemo(
    () => coloniaOptions(lookup.areas, address.area).map((area) => ({ value: area, label: area })),
    [lookup.areas, address.area],
  );

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.grid}>
        <div className={styles.postal}>
          <TextField
            id={id('postalCode')}
            label={intl.formatMessage({ id: 'address_details.postal_code' })}
            hint={intl.formatMessage(
              {
                id: postalCodeOnly
                  ? 'address_details.postal_code_hint_postal_code_only'
                  : 'address_details.postal_code_hint',
              },
              { size: zipCodeSize },
            )}
            inputMode="numeric"
            autoComplete={`section-${prefix} ${section} postal-code`}
            maxLength={zipCodeSize}
            value={address.postalCode}
            onKeyDown={digitKeysOnly}
            onChange={changePostalCode}
            error={error('postalCode')}
            suffix={
              lookup.loading ? (
                <Spinner size="sm" label={intl.formatMessage({ id: 'address_details.looking_up' })} />
              ) : undefined
            }
            required
          />
        </div>
        {lookup.error !== null && (
          <QueryErrorAlert error={lookup.error} onRetry={lookup.retry} className={styles.wide} />
        )}
        {postalCodeOnly ? (
          address.state !== '' && (
            <p className={styles.wide} aria-live="polite">
              {[address.city, address.state].filter(Boolean).join(', ')}
            </p>
          )
        ) : lookup.notFound ? (
          <>
            <Alert tone="warning" live="polite" className={styles.wide}>
              {intl.formatMessage({ id: 'validation.address.zip_not_found' })}
            </Alert>
            <SelectField
              id={id('state')}
              label={intl.formatMessage({ id: 'address_details.state' })}
              placeholder={intl.formatMessage({ id: 'address_details.state_placeholder' })}
              autoComplete={`section-${prefix} ${section} address-level1`}
              options={STATE_OPTIONS}
              value={manual.state}
              onChange={changePlace('state')}
              error={error('state')}
              required
            />
            <TextField
              id={id('city')}
              label={intl.formatMessage({ id: 'address_details.city' })}
              autoComplete={`section-${prefix} ${section} address-level2`}
              maxLength={PLACE_NAME_MAX_LENGTH + 20}
              value={manual.city}
              onChange={changePlace('city')}
              error={error('city')}
              required
            />
            <TextField
              id={id('area')}
              label={intl.formatMessage({ id: 'address_details.area' })}
              autoComplete={`section-${prefix} ${section} address-level3`}
              maxLength={PLACE_NAME_MAX_LENGTH + 20}
              value={manual.area}
              onChange={changePlace('area')}
              error={error('area')}
              required
              className={styles.wide}
            />
          </>
        ) : (
          // Shown once the code is known, or to say it still has to be looked up.
          (address.state !== '' || errors.state !== undefined) && (
            <>
              <TextField
                id={id('state')}
                label={intl.formatMessage({ id: 'address_details.state' })}
                autoComplete={`section-${prefix} ${section} address-level1`}
                value={address.state}
                readOnly
                tabIndex={address.state ? 0 : -1}
                error={error('state')}
                className={styles.filled}
              />
              <TextField
                id={id('city')}
                label={intl.formatMessage({ id: 'address_details.city' })}
                autoComplete={`section-${prefix} ${section} address-level2`}
                value={address.city}
                readOnly
                tabIndex={address.city ? 0 : -1}
                error={error('city')}
                className={styles.filled}
              />
              <SelectField
                id={id('area')}
                label={intl.formatMessage({ id: 'address_details.area' })}
                placeholder={intl.formatMessage({ id: 'address_details.area_placeholder' })}
                options={areaOptions}
                value={address.area}
                onChange={change('area')}
                disabled={areaOptions.length === 0}
                error={error('area')}
                required
                className={styles.wide}
              />
            </>
          )
        )}
        {!postalCodeOnly && (
          <>
            <TextField
              id={id('street')}
              label={intl.formatMessage({ id: 'address_details.street' })}
              hint={intl.formatMessage({ id: 'address_details.street_hint' })}
              autoComplete={`section-${prefix} ${section} address-line1`}
              maxLength={STREET_MAX_LENGTH + HOUSE_NUMBER_MAX_LENGTH + 20}
              value={streetLineOf(address)}
              onChange={changeStreetLine}
              error={error('street')}
              required
              className={styles.wide}
            />
            <TextField
              id={id('unit')}
              label={intl.formatMessage({ id: 'address_details.interior_number' })}
              optionalLabel={optional}
              autoComplete={`section-${prefix} ${section} address-line2`}
              maxLength={HOUSE_NUMBER_MAX_LENGTH + 5}
              value={address.unit}
              onChange={change('unit')}
              error={error('unit')}
            />
            <TextField
              id={id('landmark')}
              label={intl.formatMessage({ id: 'address_details.references' })}
              optionalLabel={optional}
              hint={intl.formatMessage({ id: 'address_details.references_hint' })}
              autoComplete="off"
              maxLength={REFERENCES_MAX_LENGTH + 20}
              value={address.landmark}
              onChange={change('landmark')}
              error={error('landmark')}
              className={styles.wide}
            />
          </>
        )}
      </div>
    </fieldset>
  );
}
