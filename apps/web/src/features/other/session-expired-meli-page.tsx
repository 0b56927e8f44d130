import { useIntl } from 'react-intl';
import { ButtonLink, Card, IconInfo, PageHeader, Stack } from '../../design-system';
import styles from './status-page.module.css';

/**
 * The marketplace (meli) logout target (§2): these customers started on Mercado Libre, so the way
 * back is there, not the Senda login.
 */
const MERCADO_LIBRE_URL = 'https://www.mercadolibre.com.mx';

export default function SessionExpiredMeliPage() {
  const intl = useIntl();
  return (
    <div className={styles.centre}>
      <Card padding="lg" className={styles.card}>
        <Stack gap={5}>
          <span className={styles.icon}>
            <IconInfo size="2rem" />
          </span>
          <PageHeader
            title={intl.formatMessage({ id: 'session_expired.title' })}
            subtitle={intl.formatMessage({ id: 'session_expired.marketplace_body' })}
          />
          <ButtonLink fullWidth href={MERCADO_LIBRE_URL}>
            {intl.formatMessage({ id: 'session_expired.marketplace_cta' })}
          </ButtonLink>
        </Stack>
      </Card>
    </div>
  );
}
