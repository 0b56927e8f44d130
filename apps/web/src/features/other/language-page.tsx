import type { SupportedLocale } from '@senda/core/config';
import { OTHER_ROUTES } from '@senda/core/navigation';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert, buttonClassName, IconArrowLeft, PageHeader, RadioGroup, Stack } from '../../design-system';
import { useServices } from '../../shared/services-context';

/**
 * /language: the two bundled languages. Choosing one applies it at once (the intl provider reads
 * the locale store) and the store persists it, with the raw `locale`/`langCode` keys a logout keeps.
 */
export default function LanguagePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { stores } = useServices();
  const locale = useAtomValue(stores.locale.currentLocale, { store: stores.store });
  const setLocale = useSetAtom(stores.locale.setLocale, { store: stores.store });
  const [changed, setChanged] = useState(false);
  // Opened from a link inside the app, back returns there; opened directly, it goes home.
  const cameFromApp = location.key !== 'default';

  const choose = (next: SupportedLocale) => {
    setLocale(next);
    setChanged(true);
  };

  return (
    <Stack gap={6}>
      <PageHeader
        back={
          <Link
            className={buttonClassName({ variant: 'ghost', size: 'sm' })}
            to={OTHER_ROUTES.root}
            onClick={(event) => {
              if (!cameFromApp) return;
              event.preventDefault();
              navigate(-1);
            }}
          >
            <IconArrowLeft />
            <FormattedMessage id="common.back" />
          </Link>
        }
        title={intl.formatMessage({ id: 'language.title' })}
        subtitle={intl.formatMessage({ id: 'language.subtitle' })}
      />
      <RadioGroup<SupportedLocale>
        legend={intl.formatMessage({ id: 'language.title' })}
        hideLegend
        variant="cards"
        value={locale}
        onChange={choose}
        options={[
          {
            value: 'es-MX',
            label: <span lang="es-MX">{intl.formatMessage({ id: 'language.option.es_mx' })}</span>,
            description: intl.formatMessage({ id: 'language.option.es_mx.description' }),
          },
          {
            value: 'en-US',
            label: <span lang="en-US">{intl.formatMessage({ id: 'language.option.en_us' })}</span>,
            description: intl.formatMessage({ id: 'language.option.en_us.description' }),
          },
        ]}
      />
      {changed && (
        <Alert tone="success" live="polite">
          <FormattedMessage id="language.saved" />
        </Alert>
      )}
    </Stack>
  );
}
