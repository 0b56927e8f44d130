import { type ConsentDocument, termsAcceptanceModeFromServer } from '../gateway/config/consent-settings.ts';
import type { TermsAcceptanceMode } from '../gateway/enums.ts';

/**
 * The journey file's `termsAcceptanceMode` setting against the gateway's consent settings: the
 * engine's part, as `journeys:check` and the editor report a setting that does nothing; the order
 * summary asks for the terms in the mode it resolves to.
 */

const STRICTNESS: Readonly<Record<TermsAcceptanceMode, number>> = {
  IMPLICIT: 0,
  CHECKBOX: 1,
  MANDATORY_SCROLL: 2,
};

/** When neither the journey nor the consent settings say: an explicit tick. */
export const DEFAULT_TERMS_ACCEPTANCE_MODE: TermsAcceptanceMode = 'CHECKBOX';

/**
 * How the order summary asks for the terms (the journey setting `termsAcceptanceMode`). Two sources may say: the journey's settings
 * (a product choice) and the consent settings' TERMS_OF_USE document (the legal one, in the
 * server's form EXPLICIT_READ / EXPLICIT_NO_READ / IMPLICIT). The stricter of the two wins, so a
 * journey can ask for more than legal requires but never for less.
 */
export function resolveTermsAcceptanceMode(input: {
  journeyMode?: TermsAcceptanceMode | undefined;
  consentDocuments?: readonly Pick<ConsentDocument, 'consentType' | 'acceptanceMode'>[] | undefined;
}): TermsAcceptanceMode {
  const terms = input.consentDocuments?.find((document) => document.consentType === 'TERMS_OF_USE');
  const candidates = [
    input.journeyMode,
    terms ? termsAcceptanceModeFromServer(terms.acceptanceMode) : undefined,
  ].filter((mode): mode is TermsAcceptanceMode => mode !== undefined);
  if (candidates.length === 0) return DEFAULT_TERMS_ACCEPTANCE_MODE;
  return candidates.reduce((strictest, mode) =>
    STRICTNESS[mode] > STRICTNESS[strictest] ? mode : strictest,
  );
}

/**
 * The journey's terms setting when the consent settings make it have no effect: the legal document
 * asks for a stricter mode, which the customer gets instead. `journeys:check` and the journey's
 * documentation report it, so a product team that writes IMPLICIT under a gateway requiring a tick
 * is told, not left wondering why nothing changed.
 */
export function overriddenTermsSetting(input: {
  journeyMode: TermsAcceptanceMode | undefined;
  consentDocuments: readonly Pick<ConsentDocument, 'consentType' | 'acceptanceMode'>[] | undefined;
}): { journeyMode: TermsAcceptanceMode; effectiveMode: TermsAcceptanceMode } | undefined {
  if (input.journeyMode === undefined) return undefined;
  const effectiveMode = resolveTermsAcceptanceMode(input);
  return effectiveMode === input.journeyMode ? undefined : { journeyMode: input.journeyMode, effectiveMode };
}
