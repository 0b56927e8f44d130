import type { EsimCodes } from '@senda/core/machines/esim-install';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../design-system';
import { EsimCodesToCopy } from './copy-code';
import styles from './esim-install-page.module.css';
import { EsimOptionCard } from './esim-option-card';
import { EsimQrCode } from './esim-qr-code';

/**
 * Installing on the phone the page is open on (Android; core's esimInstallVia 'on-phone'): a
 * phone cannot scan its own screen, so the page leads with what works there, copying the
 * activation code and pasting it in Settings, or, on a phone that asks for them apart,
 * its SM-DP+ address and matching ID (each with its own copy button).
 */
export function EsimOnThisPhone({ codes, onCopied }: { codes: EsimCodes; onCopied: () => void }) {
  return (
    <EsimOptionCard titleId="esim_install.on_phone.title" bodyId="esim_install.on_phone.body">
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
      <EsimCodesToCopy codes={codes} parts="android" onCopied={onCopied} />
    </EsimOptionCard>
  );
}

/**
 * The activation code as a QR code in a section of its own, with what to do with it; with
 * `showLabelId`, drawn only once the customer asks (on a phone, for installing on another one).
 */
export function EsimQrCard({
  codes,
  titleId,
  bodyId,
  showLabelId,
}: {
  codes: EsimCodes;
  titleId: string;
  bodyId: string;
  showLabelId?: string;
}) {
  const intl = useIntl();
  const [shown, setShown] = useState(showLabelId === undefined);
  return (
    <EsimOptionCard titleId={titleId} bodyId={bodyId}>
      {shown || showLabelId === undefined ? (
        <EsimQrCode
          text={codes.activationCode}
          label={intl.formatMessage({ id: 'esim_install.qr.alt' }, { code: codes.activationCode })}
        />
      ) : (
        <Button variant="secondary" onClick={() => setShown(true)}>
          {intl.formatMessage({ id: showLabelId })}
        </Button>
      )}
    </EsimOptionCard>
  );
}

/** The QR code, for installing the eSIM on another phone: shown on request. */
export function EsimOnAnotherDevice({ codes }: { codes: EsimCodes }) {
  return (
    <EsimQrCard
      codes={codes}
      titleId="esim_install.other_device.title"
      bodyId="esim_install.other_device.body"
      showLabelId="esim_install.other_device.show"
    />
  );
}
