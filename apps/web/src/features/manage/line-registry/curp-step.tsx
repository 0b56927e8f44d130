import type { LineRegistrationSenders, LineRegistrationView } from '@senda/core/flows/line-registry';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, FormActions, Stack, TextField } from '../../../design-system';
import styles from './line-registry.module.css';

/** Step 1: the holder's CURP (checked in core; a CURP with 10 lines already is refused here). */
export function CurpStep({ view, send }: { view: LineRegistrationView; send: LineRegistrationSenders }) {
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.submitCurp();
  };
  return (
    <Stack gap={4}>
      <p>{intl.formatMessage({ id: 'line_registry.subtitle' })}</p>
      <Card>
        <form onSubmit={submit} noValidate>
          <Stack gap={4}>
            <h2 className={styles.stepTitle}>{intl.formatMessage({ id: 'line_registry.curp.step' })}</h2>
            <TextField
              label={intl.formatMessage({ id: 'line_registry.curp.label' })}
              hint={intl.formatMessage({ id: 'line_registry.curp.hint' })}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={24}
              value={view.curp}
              onChange={(event) => send.typeCurp(event.target.value)}
              error={view.curpError ? intl.formatMessage({ id: view.curpError }) : undefined}
            />
            <FormActions layout="stacked">
              <Button
                type="submit"
                size="lg"
                fullWidth
                loading={view.busy}
                loadingLabel={intl.formatMessage({ id: 'line_registry.curp.checking' })}
              >
                {intl.formatMessage({ id: 'line_registry.curp.next' })}
              </Button>
            </FormActions>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
