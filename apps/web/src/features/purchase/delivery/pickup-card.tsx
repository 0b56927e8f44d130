import type { PickupLocation } from '@senda/core/gateway';
import { openingHoursRanges, weekdayIndex } from '@senda/core/purchase';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Card, PhoneNumber, Stack } from '../../../design-system';
import { useFormatters } from '../../../shared/use-formatters';
import styles from './delivery-screen.module.css';

/** The pick-up location found for a postal code: its address, opening hours and phone. */
export function PickupCard({ location }: { location: PickupLocation }) {
  const intl = useIntl();
  const format = useFormatters();
  const headingId = useId();
  // 2024-01-01 was a Monday: day n of the week is that date plus n, named by the locale.
  const dayName = (index: number) =>
    intl.formatDate(new Date(Date.UTC(2024, 0, 1 + index)), { weekday: 'short', timeZone: 'UTC' });
  const ranges = openingHoursRanges(location.openingHours);
  const { address } = location;
  return (
    <Card as="section" aria-labelledby={headingId} variant="brand">
      <Stack gap={2}>
        <p className={styles.label}>{intl.formatMessage({ id: 'delivery.pickup_at' })}</p>
        <h2 id={headingId} className={styles.sectionTitle}>
          {location.name}
        </h2>
        <address className={styles.address}>
          <span>{address.addressLine1 || address.street}</span>
          <span>{[address.area, address.city].filter(Boolean).join(', ')}</span>
          <span>{[address.postalCode, address.state].filter(Boolean).join(' ')}</span>
        </address>
        {ranges.length > 0 && (
          <div>
            <p className={styles.label}>{intl.formatMessage({ id: 'delivery.opening_hours' })}</p>
            <ul className={styles.hours}>
              {ranges.map((range) => (
                <li key={range.from}>
                  {intl.formatMessage(
                    { id: 'delivery.hours_range' },
                    {
                      days:
                        range.from === range.to
                          ? dayName(weekdayIndex(range.from))
                          : `${dayName(weekdayIndex(range.from))}–${dayName(weekdayIndex(range.to))}`,
                      opens: format.timeOfDay(range.opens),
                      closes: format.timeOfDay(range.closes),
                    },
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        {location.phone && (
          <p className={styles.muted}>
            {intl.formatMessage(
              { id: 'delivery.pickup_phone' },
              { phone: <PhoneNumber number={location.phone} /> },
            )}
          </p>
        )}
        <p className={styles.muted}>{intl.formatMessage({ id: 'delivery.pickup_note' })}</p>
      </Stack>
    </Card>
  );
}
