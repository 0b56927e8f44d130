import type { ConsentDocument } from '../gateway/config/consent-settings.ts';
import { overriddenTermsSetting } from '../purchase/order-summary.rules.ts';
import type { JourneyDefinition } from './journey-definition.ts';

/** The gateway's consent documents, which can override the journey's terms setting (§4). */
export type ConsentDocuments = readonly Pick<ConsentDocument, 'consentType' | 'acceptanceMode'>[];

/**
 * The settings of a journey file that do nothing, in words a product team can act on: one no
 * page of the journey reads (its vocabulary's `settings`), and a terms mode the gateway's consent
 * settings override (the stricter wins). `journeys:check` prints them; the Storybook preview
 * shows them beside the file.
 */
export function journeySettingWarnings(
  journey: Pick<JourneyDefinition, 'id' | 'file' | 'vocabulary'>,
  consentDocuments: ConsentDocuments | undefined,
): string[] {
  const acted = journey.vocabulary.settings as readonly string[];
  const unread = Object.keys(journey.file.settings ?? {})
    .filter((name) => !acted.includes(name))
    .map((name) => `settings.${name}: has no effect: no page of the "${journey.id}" journey reads it`);
  if (!acted.includes('termsAcceptanceMode')) return unread;
  const overridden = overriddenTermsSetting({
    journeyMode: journey.file.settings?.termsAcceptanceMode,
    consentDocuments,
  });
  if (!overridden) return unread;
  return [
    ...unread,
    `settings.termsAcceptanceMode: ${overridden.journeyMode} has no effect: the gateway's consent settings ask for ${overridden.effectiveMode} on the terms of use, so customers get ${overridden.effectiveMode}`,
  ];
}
