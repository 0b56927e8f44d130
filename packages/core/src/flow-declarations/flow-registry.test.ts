import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { KNOWN_SERVICE_REQUEST_TYPES, ServiceRequestTypeSchema } from '../gateway/enums.ts';
import { KNOWN_STEP_UP_ACTIONS, StepUpActionSchema } from '../gateway/session/step-up.ts';
import { errorMessageId } from '../i18n/error-messages.ts';
import { messageAreaOf } from '../i18n/messages/message-areas.ts';
import { serviceRequestKindLabel } from '../machines/service-request-template/service-request.rules.ts';
import { SERVICE_FLOWS } from '../navigation/flow-manifests.ts';
import { wingParts } from './flow-parts.ts';
import { FLOW_WINGS } from './flow-registry.ts';

describe('the flow registry', () => {
  it('finds each flows/<flow>/flow.ts, termination among them, as a service flow', () => {
    expect(FLOW_WINGS.map((wing) => wing.id)).toContain('termination');
    for (const wing of FLOW_WINGS) expect(SERVICE_FLOWS).toContain(wing);
  });

  it("hands the shared lists the wings' parts as the build wrote them in, none missing or stale", () => {
    // Under Vite (here, the app, Storybook) the shared lists read the build's copy, made when the
    // config was read; the wings are read afresh through the registry.
    const built = {
      requestTypes: __SENDA_FLOW_REQUEST_TYPES__,
      stepUpActions: __SENDA_FLOW_STEP_UP_ACTIONS__,
      errorCodes: __SENDA_FLOW_ERROR_CODES__,
      manageTexts: __SENDA_FLOW_MANAGE_TEXTS__,
      lineRemedies: __SENDA_FLOW_LINE_REMEDIES__,
    };
    expect(built).toEqual(wingParts());
    expect(built.requestTypes).toContainEqual([
      'TERMINATION_REQUEST',
      'service_request.type.termination_request',
    ]);
  });

  it.each(
    FLOW_WINGS.map((wing) => [wing.id, wing] as const),
  )('%s: its parts are in the shared lists', (_, wing) => {
    for (const [type, label] of Object.entries(wing.requestTypes)) {
      expect(KNOWN_SERVICE_REQUEST_TYPES).toContain(type);
      expect(v.is(ServiceRequestTypeSchema, type)).toBe(true);
      expect(serviceRequestKindLabel(type)).toBe(label);
    }
    for (const action of wing.stepUpActions) {
      expect(KNOWN_STEP_UP_ACTIONS).toContain(action);
      expect(v.is(StepUpActionSchema, action)).toBe(true);
    }
    for (const { code, errorId, messageId } of wing.errorCodes) {
      expect(errorMessageId({ errorCode: code })).toBe(messageId);
      if (errorId !== undefined) expect(errorMessageId({ errorId })).toBe(messageId);
    }
    for (const prefix of wing.manageTexts) expect(messageAreaOf(`${prefix}.any`)).toBe('manage');
    for (const prefix of wing.texts) expect(messageAreaOf(`${prefix}.any`)).toBe(wing.messageArea);
  });

  it('refuses a request type or step-up action no flow declares', () => {
    expect(v.is(ServiceRequestTypeSchema, 'NO_SUCH_REQUEST')).toBe(false);
    expect(v.is(StepUpActionSchema, 'NO_SUCH_ACTION')).toBe(false);
  });
});
