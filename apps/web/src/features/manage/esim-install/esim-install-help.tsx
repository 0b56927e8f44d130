import type { EsimHelpPlatform } from '@senda/core/machines/esim-install';
import { FormattedMessage, useIntl } from 'react-intl';
import { Card, Stack } from '../../../design-system';
import styles from './esim-install-page.module.css';

/** Step-by-step installation help, one section per platform, the device's own first and open. */
const HELP: Record<EsimHelpPlatform, { title: string; steps: readonly string[] }> = {
  ios: {
    title: 'esim_install.help.ios.title',
    steps: [
      'esim_install.help.ios.step1',
      'esim_install.help.ios.step2',
      'esim_install.help.ios.step3',
      'esim_install.help.ios.step4',
    ],
  },
  android: {
    title: 'esim_install.help.android.title',
    steps: [
      'esim_install.help.android.step1',
      'esim_install.help.android.step2',
      'esim_install.help.android.step3',
      'esim_install.help.android.step4',
    ],
  },
};

export function EsimHelp({ order }: { order: readonly EsimHelpPlatform[] }) {
  const intl = useIntl();
  return (
    <Card as="section" aria-labelledby="esim-help-title">
      <Stack gap={4}>
        <h2 id="esim-help-title" className={styles.sectionTitle}>
          <FormattedMessage id="esim_install.help.title" />
        </h2>
        {order.map((platform) => (
          <details key={platform} className={styles.help} open={platform === order[0]}>
            <summary>{intl.formatMessage({ id: HELP[platform].title })}</summary>
            <ol className={styles.steps}>
              {HELP[platform].steps.map((step) => (
                <li key={step}>{intl.formatMessage({ id: step })}</li>
              ))}
            </ol>
          </details>
        ))}
      </Stack>
    </Card>
  );
}
