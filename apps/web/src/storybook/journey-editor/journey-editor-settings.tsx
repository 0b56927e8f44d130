import { TERMS_ACCEPTANCE_MODES, type TermsAcceptanceMode } from '@senda/core/gateway';
import type { JourneyFile, JourneyVocabulary } from '@senda/core/journey';
import { setJourneySetting } from '@senda/core/journey';
import { useIntl } from 'react-intl';
import { Checkbox, SelectField, Stack } from '../../design-system';
import styles from './journey-editor.module.css';
import { editorTexts } from './journey-editor.texts';

/**
 * Each setting the file has that a page of its journey reads, with a label in plain words. A
 * setting no page reads is not offered (its finding says so); one the file lacks is the app's
 * default, left to a developer.
 */
export function SettingsFields({
  file,
  vocabulary,
  onEdit,
}: {
  file: JourneyFile;
  vocabulary: JourneyVocabulary | undefined;
  onEdit: (next: JourneyFile, announcement: string) => void;
}) {
  const t = editorTexts(useIntl().locale);
  const settings = file.settings ?? {};
  const read = (name: keyof typeof settings) =>
    (vocabulary?.settings ?? []).includes(name) && settings[name] !== undefined;
  const fields = [
    read('termsAcceptanceMode') && (
      <SelectField
        key="terms"
        label={t.terms}
        value={settings.termsAcceptanceMode ?? ''}
        options={TERMS_ACCEPTANCE_MODES.map((mode) => ({ value: mode, label: t.termsModes[mode] }))}
        onChange={(event) =>
          onEdit(
            setJourneySetting(file, 'termsAcceptanceMode', event.target.value as TermsAcceptanceMode),
            '',
          )
        }
      />
    ),
    read('promoCodes') && (
      <Checkbox
        key="promo"
        label={t.promo}
        checked={settings.promoCodes?.enabled === true}
        onChange={(event) =>
          onEdit(setJourneySetting(file, 'promoCodes', { enabled: event.target.checked }), '')
        }
      />
    ),
    read('guestCheckout') && (
      <Checkbox
        key="guest"
        label={t.guest}
        checked={settings.guestCheckout === true}
        onChange={(event) => onEdit(setJourneySetting(file, 'guestCheckout', event.target.checked), '')}
      />
    ),
    read('channel') && (
      <SelectField
        key="channel"
        label={t.channel}
        value={settings.channel ?? ''}
        options={(['web', 'retail'] as const).map((channel) => ({
          value: channel,
          label: t.channels[channel],
        }))}
        onChange={(event) =>
          onEdit(setJourneySetting(file, 'channel', event.target.value as 'web' | 'retail'), '')
        }
      />
    ),
  ].filter(Boolean);
  return (
    <section aria-labelledby="editor-settings">
      <h2 id="editor-settings" className={styles.heading}>
        {t.settings}
      </h2>
      <Stack gap={3}>
        {fields.length > 0 ? fields : <p>{t.noSettings}</p>}
        <p className={styles.hint}>{t.minimumAge}</p>
      </Stack>
    </section>
  );
}
