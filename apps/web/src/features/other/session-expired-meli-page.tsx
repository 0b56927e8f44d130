import { useIntl } from 'react-intl';
import { ButtonLink, IconInfo, StatusPage } from '../../design-system';

/**
 * The marketplace (meli) logout target: these customers started on Mercado Libre, so the way
 * back is there, not the Senda login.
 */
const MERCADO_LIBRE_URL = 'https://www.mercadolibre.com.mx';

export default function SessionExpiredMeliPage() {
  const intl = useIntl();
  return (
    <StatusPage
      icon={<IconInfo size="2rem" />}
      title={intl.formatMessage({ id: 'session_expired.title' })}
      body={intl.formatMessage({ id: 'session_expired.marketplace_body' })}
    >
      <ButtonLink fullWidth href={MERCADO_LIBRE_URL}>
        {intl.formatMessage({ id: 'session_expired.marketplace_cta' })}
      </ButtonLink>
    </StatusPage>
  );
}
