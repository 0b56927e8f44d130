import { parseStoreId, STORE_ID_INVALID_MESSAGE_ID, STORE_ID_MAX_LENGTH } from '@senda/core/onboarding';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { Alert, Button, Card, IconStore, PageHeader, Stack, TextField } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import { useJourneyStep } from '../../journey/use-journey-step';
import { useStepDraft } from '../../journey/use-step-draft';
import styles from './retail-onboarding-screen.module.css';

/**
 * Retail onboarding (/retail-onboarding, first step of the retail journey): the store agent
 * says which store sells; the purchase then runs on the retail channel.
 */
export default function RetailOnboardingScreen() {
  const intl = useIntl();
  const { stores } = useServices();
  const { next, data } = useJourneyStep();
  const storedId = useAtomValue(stores.onboarding.state).selectedStoreId;
  const setStoreId = useSetAtom(stores.onboarding.setSelectedStoreId);
  const setChannel = useSetAtom(stores.auth.setSelectedChannel);
  const [storeId, setStoreIdText] = useStepDraft(
    'storeId',
    v.string(),
    () => storedId ?? (typeof data.storeId === 'string' ? data.storeId : ''),
  );
  const [submitted, setSubmitted] = useState(false);
  const parsed = parseStoreId(storeId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed) return;
    setStoreId(parsed);
    setChannel('retail');
    next({ data: { storeId: parsed } });
  };

  return (
    <div className={styles.page}>
      <Card padding="lg" className={styles.card}>
        <form onSubmit={submit} noValidate>
          <Stack gap={6}>
            <span className={styles.icon}>
              <IconStore size="1.75rem" />
            </span>
            <PageHeader
              title={intl.formatMessage({ id: 'pages.retail_onboarding.title' })}
              subtitle={intl.formatMessage({ id: 'retail.subtitle' })}
            />
            <TextField
              label={intl.formatMessage({ id: 'retail.store_id' })}
              hint={intl.formatMessage({ id: 'retail.store_id.hint' })}
              name="storeId"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={STORE_ID_MAX_LENGTH + 2}
              required
              value={storeId}
              onChange={(event) => setStoreIdText(event.target.value)}
              error={
                submitted && !parsed ? intl.formatMessage({ id: STORE_ID_INVALID_MESSAGE_ID }) : undefined
              }
            />
            <Alert tone="info">{intl.formatMessage({ id: 'retail.channel_note' })}</Alert>
            <Button type="submit" size="lg" fullWidth>
              {intl.formatMessage({ id: 'common.next' })}
            </Button>
          </Stack>
        </form>
      </Card>
    </div>
  );
}
