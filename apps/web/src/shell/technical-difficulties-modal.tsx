import {
  createIntlFromMessages,
  type LoadedMessages,
  loadedMessages,
  loadMessages,
  technicalDifficultiesLocale,
} from '@senda/core/i18n';
import { STORAGE_KEYS } from '@senda/core/stores';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../design-system/button/button';
import { Modal } from '../design-system/modal/modal';
import { CompanyDetails } from '../layouts/company-details.lazy';
import { useServices } from '../shared/services-context';

/**
 * "Desafíos técnicos" with a reload button, when page-load queries fail. Its language is
 * core's decision (Spanish unless the customer's language is known); that language's texts are
 * loaded first, so the modal never opens in one language and switches to another.
 */
export function TechnicalDifficultiesModal({ open, onReload }: { open: boolean; onReload: () => void }) {
  const appIntl = useIntl();
  const { stores, boot } = useServices();
  const locale = technicalDifficultiesLocale({
    storedLocale: stores.storage.getItem(STORAGE_KEYS.locale),
    forcedLocale: boot.locale,
  });
  const [messages, setMessages] = useState<LoadedMessages | undefined>(() => loadedMessages(locale));

  useEffect(() => {
    if (!open || messages) return;
    let live = true;
    // A failed download leaves the app's own language in place: the modal still opens.
    loadMessages(locale).then(
      (loaded) => live && setMessages(loaded),
      () => live && setMessages({}),
    );
    return () => {
      live = false;
    };
  }, [open, messages, locale]);

  const intl = useMemo(
    () =>
      locale === appIntl.locale || !messages || Object.keys(messages).length === 0
        ? appIntl
        : createIntlFromMessages({ locale, messages, onError: () => undefined }),
    [appIntl, locale, messages],
  );

  return (
    <Modal
      open={open && (locale === appIntl.locale || messages !== undefined)}
      onClose={() => undefined}
      dismissible={false}
      tone="danger"
      title={intl.formatMessage({ id: 'technical_difficulties.title' })}
      actions={
        <Button variant="primary" fullWidth onClick={onReload}>
          {intl.formatMessage({ id: 'technical_difficulties.reload' })}
        </Button>
      }
    >
      <p lang={locale}>{intl.formatMessage({ id: 'technical_difficulties.body' })}</p>
      <div lang={locale}>
        <CompanyDetails intl={intl} />
      </div>
    </Modal>
  );
}
