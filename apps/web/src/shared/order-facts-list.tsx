import type { FactSlot, OrderFact, OrderFactValue } from '@senda/core/orders';
import { type IntlShape, useIntl } from 'react-intl';
import { Badge } from '../design-system/badge/badge';
import { type DetailItem, DetailList } from '../design-system/detail-list/detail-list';
import { PhoneNumber, phoneNumberValues } from '../design-system/phone-number/phone-number';
import { type Formatters, useFormatters } from './use-formatters';

/** A delivery day as the slot picker names it (a calendar day: no zone shift). */
function slotText(intl: IntlShape, format: Formatters, slot: FactSlot): string {
  return intl.formatMessage(
    { id: 'order_facts.slot_value' },
    {
      date: format.day(slot.date, 'day'),
      start: format.timeOfDay(slot.startTime),
      end: format.timeOfDay(slot.endTime),
    },
  );
}

function FactValue({ value }: { value: OrderFactValue }) {
  const intl = useIntl();
  const format = useFormatters();
  switch (value.kind) {
    case 'text':
      return <>{value.text}</>;
    case 'phone':
      return <PhoneNumber number={value.number} />;
    case 'message':
      return (
        <>
          {intl.formatMessage(
            { id: value.messageId },
            { ...value.values, ...phoneNumberValues(value.phones) },
          )}
        </>
      );
    case 'lines':
      // An address as a label prints it, one part a line.
      return (
        <>
          {value.lines.flatMap((line, index) =>
            // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is its identity (two may read alike).
            index === 0 ? [line] : [<br key={`break-${index}`} />, line],
          )}
        </>
      );
    case 'slot':
      return <>{slotText(intl, format, value.slot)}</>;
    case 'money':
      return <>{format.money(value.amount)}</>;
    case 'status':
      return <Badge tone={value.label.tone}>{intl.formatMessage({ id: value.label.messageId })}</Badge>;
  }
}

/**
 * An order's facts from core (`orderSummaryFacts`, `orderPageFacts`…), as a description list;
 * `extra` rows a page adds that are not the order's (the card a payment used).
 */
export function OrderFactsList({
  facts,
  extra = [],
  className,
}: {
  facts: readonly OrderFact[];
  extra?: readonly DetailItem[];
  className?: string;
}) {
  const intl = useIntl();
  return (
    <DetailList
      {...(className ? { className } : {})}
      items={[
        ...facts.map((fact) => ({
          key: fact.key,
          label: intl.formatMessage({ id: fact.labelId }),
          value: <FactValue value={fact.value} />,
        })),
        ...extra,
      ]}
    />
  );
}
