import { FormattedMessage } from 'react-intl';
import { useFormatters } from '../../shared/use-formatters';

/**
 * An instant as the customer reads it: date and time in the country's zone (Mexico City, from the
 * country config), with the zone said, as every time in the product is shown.
 */
export function MexicoCityTime({ at }: { at: string }) {
  const format = useFormatters();
  return (
    <time dateTime={at}>
      <FormattedMessage id="service_request.at" values={{ date: format.date(at), time: format.time(at) }} />
    </time>
  );
}
