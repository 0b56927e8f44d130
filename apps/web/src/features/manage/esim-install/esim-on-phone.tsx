import type { EsimCodes } from '@senda/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Card, Stack } from '../../../design-system';
import { CopyCode } from './copy-code';
import styles from './esim-install-page.module.css';
import { EsimQrCode } from './esim-qr-code';

/**
 * Installing on the phone the page is open on (Android; core's esimInstallVia 'on-phone'): a
 * phone cannot scan its own screen, so the page leads with what works there, copying the
 * activation code and pasting it in Settings (issue 28).
 */
export function EsimOnThisPhone({ codes, onCopied }: { codes: EsimCodes; onCopied: () => void }) {
  const intl = useIntl();
  return (
    <Card as="section" aria-labelledby="esim-on-phone-title">
      <Stack gap={4}>
        <h2 id="esim-on-phone-title" className={styles.sectionTitle}>
          <FormattedMessage id="esim_install.on_phone.title" />
        </h2>
        <p>
          <FormattedMessage id="esim_install.on_phone.body" />
        </p>
        <ol className={styles.steps}>
          <li>
            <FormattedMessage id="esim_install.on_phone.step1" />
          </li>
          <li>
            <FormattedMessage id="esim_install.on_phone.step2" />
          </li>
          <li>
            <FormattedMessage id="esim_install.on_phone.step3" />
          </li>
        </ol>
        <dl className={styles.codes}>
          <CopyCode
            label={intl.formatMessage({ id: 'esim_install.manual.full_code' })}
            value={codes.activationCode}
            onCopied={onCopied}
          />
        </dl>
      </Stack>
    </Card>
  );
}

/** The QR code, for installing the eSIM on another phone: shown on request. */
export function EsimOnAnotherDevice({ codes }: { codes: EsimCodes }) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <Card as="section" aria-labelledby="esim-other-device-title">
      <Stack gap={4}>
        <h2 id="esim-other-device-title" className={styles.sectionTitle}>
          <FormattedMessage id="esim_install.other_device.title" />
        </h2>
        <p className={styles.muted}>
          <FormattedMessage id="esim_install.other_device.body" />
        </p>
        {shown ? (
          <EsimQrCode
            text={codes.activationCode}
            label={intl.formatMessage({ id: 'esim_install.qr.alt' }, { code: codes.activationCode })}
          />
        ) : (
          <Button variant="secondary" onClick={() => setShown(true)}>
            {intl.formatMessage({ id: 'esim_install.other_device.show' })}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
