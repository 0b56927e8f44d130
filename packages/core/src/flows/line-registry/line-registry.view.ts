import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { ManualEkycMachine } from '../../machines/manual-ekyc/manual-ekyc.machine.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { MANAGE_ROUTES } from '../../navigation/routes.ts';
import type { LineRegistrationMachine } from './line-registry.machine.ts';
import { registryStatusMessageId } from './line-registry.rules.ts';
import { LINE_REGISTRY_ROUTES } from './routes.ts';

export interface LineRegistrationView {
  screen: 'curp' | 'identity' | 'registered' | 'in-person';
  /** A call is running: the CURP's check, or the registration. */
  busy: boolean;
  curp: string;
  curpError: MessageId | null;
  formError: MessageId | null;
  attemptsLeft: number;
  /** The registry's folio and when it was given (registered). */
  folio: string | null;
  /** Once registered, what it did for the line's service (its SIM still to install, …), or null. */
  serviceNoteId: MessageId | null;
  /** Once registered with an eSIM still to install: its install page. */
  installPath: string | null;
  registeredAt: string | null;
  /** The ID and selfie step: the purchase's eKYC fields render it. */
  ekyc: ActorRefFrom<ManualEkycMachine> | null;
}

/** What /manage/line-registry shows, read from a snapshot; the screen never reads state names. */
export function lineRegistrationView(snapshot: SnapshotFrom<LineRegistrationMachine>): LineRegistrationView {
  const { context } = snapshot;
  const screen = snapshot.matches('registered')
    ? 'registered'
    : snapshot.matches('inPerson')
      ? 'in-person'
      : snapshot.matches('identity') || snapshot.matches('registering')
        ? 'identity'
        : 'curp';
  return {
    screen,
    busy: snapshot.hasTag('busy'),
    curp: context.curp,
    curpError: context.curpError,
    formError: context.formError,
    attemptsLeft: context.attemptsLeft,
    folio: context.registration?.folio ?? null,
    serviceNoteId: screen === 'registered' ? context.serviceNote : null,
    installPath:
      screen === 'registered' && context.serviceNote === 'line_registry.done.install_esim'
        ? managePath(MANAGE_ROUTES.esimInstallOneClick, context.orderRef)
        : null,
    registeredAt: context.registration?.registeredAt ?? null,
    ekyc: (snapshot.children.ekyc as ActorRefFrom<ManualEkycMachine> | undefined) ?? null,
  };
}

export function lineRegistrationSenders(actor: Pick<ActorRefFrom<LineRegistrationMachine>, 'send'>) {
  return {
    typeCurp: (value: string) => actor.send({ type: 'CURP.CHANGE', value }),
    submitCurp: () => actor.send({ type: 'SUBMIT' }),
    back: () => actor.send({ type: 'BACK' }),
  };
}
export type LineRegistrationSenders = ReturnType<typeof lineRegistrationSenders>;

/** What the line page says of the line's registration, or null when the line's data does not say. */
export type LineRegistryStatusView =
  | { kind: 'registered'; folio: string; registeredAt: string }
  | {
      kind: 'unregistered';
      /** Only emergency numbers work until it is registered. */
      suspended: boolean;
      /** Why, and where to register: online, a suspension that fits the line's age, or in person. */
      messageId: MessageId;
      /** The registration flow, while checks are left online; else null (in person). */
      registerPath: string | null;
    };

export function lineRegistryStatusView(
  line: Parameters<typeof registryStatusMessageId>[0],
): LineRegistryStatusView | null {
  const { registry } = line;
  if (!registry) return null;
  if (registry.status === 'REGISTERED') {
    return { kind: 'registered', folio: registry.folio, registeredAt: registry.registeredAt };
  }
  return {
    kind: 'unregistered',
    suspended: line.status === 'Suspend',
    messageId: registryStatusMessageId(line),
    registerPath:
      registry.attemptsLeft > 0 ? managePath(LINE_REGISTRY_ROUTES.registration, line.orderRef) : null,
  };
}
