import type { ConsentDocument } from '../gateway/config/consent-settings.ts';
import type { JourneyDefinition } from './journey-definition.ts';
import { overriddenTermsSetting } from './terms-acceptance-mode.ts';

/** The gateway's consent documents, which can override the journey's terms setting. */
export type ConsentDocuments = readonly Pick<ConsentDocument, 'consentType' | 'acceptanceMode'>[];

/** A setting of the file that does nothing, and why. */
export type JourneySettingNote =
  | { kind: 'unread'; setting: string; journeyId: string }
  | { kind: 'terms-overridden'; journeyMode: string; effectiveMode: string };

/**
 * The settings of a journey file that do nothing: one no page of the journey reads (its
 * vocabulary's `settings`), and a terms mode the gateway's consent settings override (the
 * stricter wins). The journey editor says each in its reader's language.
 */
export function journeySettingNotes(
  journey: Pick<JourneyDefinition, 'id' | 'file' | 'vocabulary'>,
  consentDocuments: ConsentDocuments | undefined,
): JourneySettingNote[] {
  const acted = journey.vocabulary.settings as readonly string[];
  const unread = Object.keys(journey.file.settings ?? {})
    .filter((name) => !acted.includes(name))
    .map((setting) => ({ kind: 'unread' as const, setting, journeyId: journey.id }));
  if (!acted.includes('termsAcceptanceMode')) return unread;
  const overridden = overriddenTermsSetting({
    journeyMode: journey.file.settings?.termsAcceptanceMode,
    consentDocuments,
  });
  if (!overridden) return unread;
  return [...unread, { kind: 'terms-overridden', ...overridden }];
}

/**
 * journeySettingNotes in words a product team can act on, as `journeys:check` prints them; the
 * Storybook preview shows them beside the file.
 */
export function journeySettingWarnings(
  journey: Pick<JourneyDefinition, 'id' | 'file' | 'vocabulary'>,
  consentDocuments: ConsentDocuments | undefined,
): string[] {
  return journeySettingNotes(journey, consentDocuments).map((note) =>
    note.kind === 'unread'
      ? `settings.${note.setting}: has no effect: no page of the "${note.journeyId}" journey reads it`
      : `settings.termsAcceptanceMode: ${note.journeyMode} has no effect: the gateway's consent settings ask for ${note.effectiveMode} on the terms of use, so customers get ${note.effectiveMode}`,
  );
}
