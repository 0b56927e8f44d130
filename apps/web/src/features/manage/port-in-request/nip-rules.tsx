import type { PortInRequestView } from '@senda/core/flows/port-in-request';
import { FormattedMessage } from 'react-intl';
import styles from './port-in-request.module.css';

/**
 * Mexican portability's rules where the customer needs them, from the gateway's active config:
 * the NIP's digits, how to ask 051 for it (a text link on phones), its life and the 24 hours.
 */
export function NipRules({ view }: { view: Pick<PortInRequestView, 'config' | 'nipSmsLink'> }) {
  const { config } = view;
  if (!config) return null;
  const request = { shortCode: config.nipShortCode, keyword: config.nipKeyword };
  return (
    <section className={styles.rules} aria-labelledby="nip-rules-title">
      <h3 id="nip-rules-title" className={styles.rulesTitle}>
        <FormattedMessage id="port_in_request.rules.title" />
      </h3>
      <ul className={styles.ruleList}>
        <li>
          <FormattedMessage id="port_in_request.rules.nip_digits" values={{ length: config.nipLength }} />
        </li>
        <li>
          <FormattedMessage id="port_in_request.rules.nip_request" values={request} />{' '}
          {view.nipSmsLink && (
            <a className={styles.smsLink} href={view.nipSmsLink}>
              <FormattedMessage id="port_in_request.rules.sms_link" values={request} />
            </a>
          )}
        </li>
        <li>
          <FormattedMessage
            id="port_in_request.rules.nip_validity"
            values={{ days: config.nipValidityDays }}
          />
        </li>
        <li>
          <FormattedMessage
            id="port_in_request.rules.completion"
            values={{ hours: config.completionHours }}
          />
        </li>
      </ul>
    </section>
  );
}
