import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** The personal details' lists and the date's part names, in the page's language. */
export function usePersonalDetailsOptions(
  nationalities: readonly { code: string; name: string }[] | undefined,
  nationality: string,
) {
  const intl = useIntl();
  // Month names in the page's language, whatever the browser's (a native date input follows the
  // browser's and showed mm/dd/yyyy on the Spanish page).
  const monthOptions = useMemo(
    () =>
      Array.from({ length: 12 }, (_, index) => ({
        value: String(index + 1),
        label: intl.formatDate(Date.UTC(2000, index, 15), { month: 'long', timeZone: 'UTC' }),
      })),
    [intl],
  );
  const nationalityOptions = useMemo(() => {
    const listed = (nationalities ?? []).map((entry) => ({ value: entry.code, label: entry.name }));
    // The code typed before stays choosable even if the list failed to load.
    return listed.length > 0 || nationality === '' ? listed : [{ value: nationality, label: nationality }];
  }, [nationalities, nationality]);
  const dobLabels = useMemo(
    () => ({
      day: intl.formatMessage({ id: 'personal_details.dob_day' }),
      month: intl.formatMessage({ id: 'personal_details.dob_month' }),
      year: intl.formatMessage({ id: 'personal_details.dob_year' }),
    }),
    [intl],
  );

  return { monthOptions, nationalityOptions, dobLabels };
}
