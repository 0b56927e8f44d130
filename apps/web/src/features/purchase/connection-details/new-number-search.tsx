import { NEW_NUMBER_SEARCH_MAX } from '@senda/core/config';
import type { NewNumberView } from '@senda/core/machines/new-number';
import { useIntl } from 'react-intl';
import {
  Button,
  FieldWithButton,
  IconSearch,
  RadioGroup,
  SelectField,
  Skeleton,
  Spinner,
  Stack,
  TextField,
} from '../../../design-system';
import { ChargeAside } from '../../../shared/charge-aside';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import styles from './connection-details-screen.module.css';
import { digitsOnlyKeys } from './digits-only-keys';

/**
 * The category (free, or a "dorado" golden pattern, each with its price), the city (lada) and the
 * digits after it.
 */
export function NewNumberSearch({ view }: { view: NewNumberView }) {
  const intl = useIntl();
  const { categories } = view;

  const ladaOptions = view.ladas.options.map(({ lada, city }) => ({
    value: lada,
    label: intl.formatMessage({ id: 'number_lada.option' }, { city: intl.formatMessage({ id: city }), lada }),
  }));

  // Premium numbers come as their golden patterns, each at its price (core's numberChoices).
  const categoryOptions = categories.choices.map((choice) => ({
    value: choice.key,
    label: choice.golden
      ? intl.formatMessage({ id: 'connection_details.golden_option' }, { name: choice.name })
      : choice.name,
    description: choice.description || undefined,
    aside: <ChargeAside amount={choice.price.amount} freeId="connection_details.category_free" />,
  }));

  return (
    <Stack gap={6}>
      {categories.status === 'loading' && (
        <div aria-busy="true" className={styles.loading}>
          <Spinner size="sm" label={intl.formatMessage({ id: 'common.loading' })} />
          <Skeleton height="4.5rem" />
          <Skeleton height="4.5rem" />
        </div>
      )}
      {categories.status === 'failed' && <QueryErrorAlert error={view.loadError} onRetry={view.retry} />}
      {categoryOptions.length > 0 && (
        <RadioGroup<string>
          legend={intl.formatMessage({ id: 'connection_details.category_legend' })}
          value={categories.activeChoice}
          onChange={view.chooseOffer}
          options={categoryOptions}
        />
      )}

      <SelectField
        label={intl.formatMessage({ id: 'number_lada.label' })}
        hint={intl.formatMessage({ id: 'number_lada.hint' })}
        options={ladaOptions}
        value={view.ladas.active}
        onChange={(event) => view.chooseLada(event.target.value)}
      />

      <FieldWithButton>
        <TextField
          label={intl.formatMessage({ id: 'connection_details.search_label' })}
          optionalLabel={intl.formatMessage({ id: 'common.optional' })}
          hint={intl.formatMessage({ id: 'connection_details.search_hint' })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={NEW_NUMBER_SEARCH_MAX}
          value={view.searchInput}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              // Enter searches rather than submitting the step.
              event.preventDefault();
              view.search();
              return;
            }
            digitsOnlyKeys(event);
          }}
          onChange={(event) => view.typeSearch(event.target.value)}
          error={
            view.searchError
              ? intl.formatMessage({ id: view.searchError.id }, view.searchError.values)
              : undefined
          }
        />
        <Button
          variant="secondary"
          onClick={view.search}
          iconStart={<IconSearch />}
          className={styles.searchButton}
        >
          {intl.formatMessage({ id: 'connection_details.search_button' })}
        </Button>
      </FieldWithButton>
    </Stack>
  );
}
