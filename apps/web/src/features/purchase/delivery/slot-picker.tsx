import type { DeliverySlot } from '@senda/core/gateway';
import type { DeliveryView } from '@senda/core/purchase';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Alert, RadioGroup, Skeleton } from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import type { GatewayQuery } from '../../../shared/query-view';
import { useFormatters } from '../../../shared/use-formatters';
import styles from './delivery-screen.module.css';

/** The delivery windows of the chosen doorstep method, day by day; a full window is shown, disabled. */
export function SlotPicker({
  view,
  slots,
  slotId,
  onChoose,
  error,
}: {
  view: DeliveryView;
  slots: GatewayQuery<DeliverySlot[]>;
  slotId: string | null;
  onChoose: (slotId: string) => void;
  error: string | undefined;
}) {
  const intl = useIntl();
  const slotName = useId();
  const format = useFormatters();
  const dayLabel = (date: string) => format.day(date, 'day');
  return (
    <section aria-busy={slots.status === 'loading'} className={styles.slots}>
      <h2 className={styles.sectionTitle}>{intl.formatMessage({ id: 'delivery.slot_legend' })}</h2>
      {view.firstDeliveryDate && (
        <p className={styles.muted}>
          {intl.formatMessage({ id: 'delivery.first_date' }, { date: dayLabel(view.firstDeliveryDate) })}
        </p>
      )}
      {slots.status === 'loading' && <Skeleton height="8rem" />}
      {slots.status === 'error' && <QueryErrorAlert error={slots.error} onRetry={slots.retry} />}
      {slots.status === 'success' && view.noFreeSlots && (
        <Alert tone="warning">{intl.formatMessage({ id: 'delivery.no_slots' })}</Alert>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {view.slotDays.map((day) => (
        <RadioGroup<string>
          key={day.date}
          name={slotName}
          legend={dayLabel(day.date)}
          value={slotId ?? undefined}
          onChange={onChoose}
          className={styles.day}
          options={day.slots.map((candidate) => ({
            value: candidate.slotId,
            label: intl.formatMessage(
              { id: 'delivery.slot_time' },
              { start: format.timeOfDay(candidate.startTime), end: format.timeOfDay(candidate.endTime) },
            ),
            disabled: !candidate.available,
            ...(candidate.available
              ? {}
              : {
                  aside: (
                    <span className={styles.full}>{intl.formatMessage({ id: 'delivery.slot_full' })}</span>
                  ),
                }),
          }))}
        />
      ))}
    </section>
  );
}
