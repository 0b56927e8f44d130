import type { Line, Order } from '@senda/core/gateway';
import { type LineBoxPlacement, lineHomeView } from '@senda/core/machines/line-home';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert, Badge, Card, Cluster, DetailList, PhoneNumber, Stack } from '../../../design-system';
import { AccountBanners } from '../../../shared/account-banners/account-banners.lazy';
import { OrderFactsList } from '../../../shared/order-facts-list';
import { useFormatters } from '../../../shared/use-formatters';
import { FlowLineActions } from '../flow-line-actions';
import { lineBoxesAt } from '../flow-line-boxes';
import { LineActionPlacementScope } from '../line-action-placement';
import { LineActionLinks } from '../line-page-parts';
import { LineRewards } from '../line-rewards';
import { useLineRowItems } from '../line-rows';
import { MexicoCityTime } from '../mexico-city-time';
import { LinePayments } from './line-payments';
import styles from './manage-order-page.module.css';
import { PortOutAlert } from './port-out-alert';
import { useStatusRemedyLink } from './use-status-remedy-link';

const ALERT_TONE = {
  success: 'success',
  warning: 'warning',
  danger: 'danger',
  info: 'info',
  neutral: 'info',
} as const;

/**
 * The line's home: number, plan, status and what it means, renewal, SIM, what can be done, and
 * when and where the order's SIM arrives. One column on a phone; from the tablet breakpoint a
 * dashboard of tiles two by two (number beside status, what's left beside the actions, payments,
 * plan and details), notices across the width.
 */
export function LineHome({ line, order }: { line: Line; order: Order }) {
  const intl = useIntl();
  const format = useFormatters();
  // One clock for the whole page: the renewal card's expiry and Renew now read the same instant.
  const now = Date.now();
  const view = lineHomeView(line, order, now);
  const { status, delivery } = view;
  // The sentence saying what to do leads to the flow that does it, when that flow is offered.
  const remedy = useStatusRemedyLink(line, status.remedy, now);
  // The flows' rows in the details, each after the detail its flow names.
  const rowsAfter = useLineRowItems(view.rows);
  const nextActionId = remedy?.sentenceId ?? status.nextActionId;
  const nextAction =
    nextActionId &&
    intl.formatMessage({ id: nextActionId }, { date: status.until ? format.date(status.until) : '' });
  // The wings' boxes at their places (view.boxes); the actions leave out what a shown box offers
  // (Renew now leads the status, by the sentence that says so, not among the other actions).
  const boxesAt = (placement: LineBoxPlacement) => lineBoxesAt(view.boxes, placement);
  const omitted = view.replacedActions;
  const statusActions = boxesAt('status-action');

  return (
    <div className={styles.dashboard}>
      <Card as="section" className={styles.tile} aria-labelledby="line-number-title">
        <Stack gap={2}>
          <p className={styles.meta} id="line-number-title">
            <FormattedMessage id="line_home.number" />
          </p>
          <p className={styles.msisdn}>
            <PhoneNumber number={view.msisdn} />
          </p>
          {view.numberNoteId && (
            <p className={styles.meta}>
              <FormattedMessage id={view.numberNoteId} />
            </p>
          )}
          <Cluster gap={2}>
            <Badge tone={status.tone}>{intl.formatMessage({ id: status.labelId })}</Badge>
            <span className={styles.meta}>
              <FormattedMessage id="line_home.account" values={{ accountNumber: view.accountNumber }} />
            </span>
          </Cluster>
        </Stack>
      </Card>

      {/* Across the width under the number: the line registry (registered with its folio, or what to do). */}
      {boxesAt('under-number').map(({ key, Box }) => (
        <Box key={key} line={line} />
      ))}

      {view.simBlocked && (
        <Alert tone="warning" title={intl.formatMessage({ id: view.simBlocked.titleId })}>
          <FormattedMessage id={view.simBlocked.bodyId} />
        </Alert>
      )}

      {view.portOut && <PortOutAlert portOut={view.portOut} />}

      {view.pendingPayment && (
        <Alert tone="info" title={intl.formatMessage({ id: view.pendingPayment.titleId })}>
          <FormattedMessage
            id={view.pendingPayment.bodyId}
            values={{
              amount: format.money(view.pendingPayment.amount),
              reference: view.pendingPayment.reference,
              date: <MexicoCityTime at={view.pendingPayment.expiresAt} />,
            }}
          />
        </Alert>
      )}

      <Alert
        className={styles.tile}
        tone={ALERT_TONE[status.tone]}
        title={intl.formatMessage({ id: 'line_home.status.title' })}
        action={
          statusActions.length > 0
            ? statusActions.map(({ key, Box }) => <Box key={key} line={line} />)
            : undefined
        }
      >
        <p>
          {intl.formatMessage(
            { id: status.meaningId },
            { date: status.meaningDate ? format.date(status.meaningDate) : '' },
          )}
        </p>
        {nextActionId && (
          <p>
            {remedy ? (
              // "Pay your plan before …" leads to Renew now, "ask for your number back" to the
              // reverse port-out, "Recover your number by …" to its recovery (the view's status.remedy);
              // once asked for, "You've asked for it" leads to the requests.
              <Link to={remedy.path}>{nextAction}</Link>
            ) : (
              nextAction
            )}
          </p>
        )}
      </Alert>

      {/* What is left this period: its own read, under the status so the status never waits for it. */}
      {boxesAt('after-status').map(({ key, Box }) => (
        <div key={key} className={styles.tile}>
          <Box line={line} />
        </div>
      ))}

      <section className={`${styles.tile} ${styles.tall}`} aria-labelledby="line-actions-title">
        <Stack gap={3}>
          <h2 id="line-actions-title" className={styles.sectionTitle}>
            <FormattedMessage id="line_home.actions.title" />
          </h2>
          {/* What guards the line (the number lock) first, where a customer looks for it. */}
          <LineActionPlacementScope placement="protections">
            <FlowLineActions line={line} omit={omitted} />
          </LineActionPlacementScope>
          {view.actions.length > 0 && <LineActionLinks actions={view.actions} className={styles.actions} />}
          <LineActionPlacementScope placement="other-offers">
            <FlowLineActions line={line} omit={omitted} />
          </LineActionPlacementScope>
          {/* What cannot be done now, folded under what can, one small line each; hidden when none. */}
          <details className={styles.unavailable}>
            <summary className={styles.unavailableSummary}>
              <FormattedMessage id="line_home.actions.unavailable" />
            </summary>
            <ul className={styles.unavailableList}>
              <LineActionPlacementScope placement="refusals">
                <FlowLineActions line={line} omit={omitted} />
              </LineActionPlacementScope>
            </ul>
          </details>
        </Stack>
      </section>

      {/* What was paid, by what the customer can do: not under the plan's and the SIM's details. */}
      {/* The operator's notices about this line and its offers: they arrive after the first paint, so
          they come after the status and the actions, where their arrival moves nothing on screen. */}
      <AccountBanners accountNumber={line.accountNumber} />

      <div className={styles.tile}>
        <LinePayments line={line} />
      </div>

      <div className={styles.tile}>
        <LineRewards line={line} />
      </div>

      <Card as="section" className={styles.tile} aria-labelledby="line-plan-title">
        <Stack gap={3}>
          <h2 id="line-plan-title" className={styles.sectionTitle}>
            <FormattedMessage id="line_home.plan.title" />
          </h2>
          <p className={styles.planName}>{view.plan.name}</p>
          <p className={styles.meta}>
            <FormattedMessage
              id="line_home.plan.price"
              values={{ price: format.money(view.plan.price), days: view.plan.validityDays }}
            />
          </p>
          {view.plan.allowances.length > 0 && (
            <>
              <h3 className={styles.subTitle}>
                <FormattedMessage id="line_home.plan.allowances" />
              </h3>
              <ul className={styles.allowances}>
                {view.plan.allowances.map((allowance) => (
                  <li key={allowance}>{allowance}</li>
                ))}
              </ul>
            </>
          )}
        </Stack>
      </Card>

      <Card as="section" className={styles.tile} aria-labelledby="line-details-title">
        <h2 id="line-details-title" className={styles.sectionTitle}>
          <FormattedMessage id="line_home.details.title" />
        </h2>
        <DetailList
          items={[
            {
              key: 'renewal',
              label: intl.formatMessage({ id: view.renewalLabelId }),
              value: view.renewalDate ? (
                <MexicoCityTime at={view.renewalDate} />
              ) : (
                intl.formatMessage({ id: view.noRenewalId })
              ),
            },
            ...rowsAfter('renewal'),
            {
              key: 'sim',
              label: intl.formatMessage({ id: 'line_home.sim_type' }),
              value: intl.formatMessage({ id: view.simTypeId }),
            },
            ...rowsAfter('sim'),
            ...(view.portIn
              ? [
                  {
                    key: 'port-in',
                    label: intl.formatMessage({ id: 'line_home.port_in' }),
                    value: (
                      <Badge tone={view.portIn.tone}>
                        {intl.formatMessage({ id: view.portIn.messageId })}
                      </Badge>
                    ),
                  },
                ]
              : []),
            ...rowsAfter('port-in'),
            ...(view.transferSwitchAt
              ? [
                  {
                    key: 'switch',
                    label: intl.formatMessage({ id: 'service_request_status.transfer.switch_at' }),
                    value: <MexicoCityTime at={view.transferSwitchAt} />,
                  },
                ]
              : []),
            ...rowsAfter('switch'),
          ]}
        />
      </Card>

      {delivery.length > 0 && (
        <Card as="section" aria-labelledby="line-delivery-title">
          <h2 id="line-delivery-title" className={styles.sectionTitle}>
            <FormattedMessage id="order_facts.delivery_title" />
          </h2>
          <OrderFactsList facts={delivery} />
        </Card>
      )}
    </div>
  );
}
