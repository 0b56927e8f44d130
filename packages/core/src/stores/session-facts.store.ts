import { atom, type WritableAtom } from 'jotai/vanilla';
import * as v from 'valibot';
import { type KeyValueStorage, readRaw, removePersisted, writeRaw } from './persisted-atom.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * What the session knows about where it runs (the spec's local storage keys): webview, native, eSIM
 * compatibility, device id, transaction id and IP address. Stored as raw strings under the spec's
 * names, because the native app and older builds read them that way; each is validated on read,
 * and a value that fails reads as absent.
 */
const IdentifierSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._:-]{1,128}$/));
export const DeviceIdSchema = IdentifierSchema;
export const TransactionIdSchema = IdentifierSchema;
export const IpAddressSchema = v.pipe(v.string(), v.regex(/^[0-9A-Fa-f:.]{2,45}$/));

export const SessionFactsSchema = v.object({
  webview: v.boolean(),
  native: v.boolean(),
  esimCompatible: v.boolean(),
  deviceId: v.optional(DeviceIdSchema),
  txnId: v.optional(TransactionIdSchema),
  ipAddress: v.optional(IpAddressSchema),
});
export type SessionFacts = v.InferOutput<typeof SessionFactsSchema>;

const FLAG_KEYS = {
  webview: STORAGE_KEYS.webview,
  native: STORAGE_KEYS.native,
  esimCompatible: STORAGE_KEYS.esimCompatible,
} as const;
const TEXT_KEYS = {
  deviceId: [STORAGE_KEYS.deviceId, DeviceIdSchema],
  txnId: [STORAGE_KEYS.txnId, TransactionIdSchema],
  ipAddress: [STORAGE_KEYS.ipAddress, IpAddressSchema],
} as const;

export function readSessionFacts(storage: KeyValueStorage): SessionFacts {
  const text = (name: keyof typeof TEXT_KEYS): string | undefined => {
    const [key, schema] = TEXT_KEYS[name];
    const raw = readRaw(storage, key);
    return v.is(schema, raw) ? raw : undefined;
  };
  const deviceId = text('deviceId');
  const txnId = text('txnId');
  const ipAddress = text('ipAddress');
  return {
    webview: readRaw(storage, FLAG_KEYS.webview) === 'true',
    native: readRaw(storage, FLAG_KEYS.native) === 'true',
    esimCompatible: readRaw(storage, FLAG_KEYS.esimCompatible) === 'true',
    ...(deviceId ? { deviceId } : {}),
    ...(txnId ? { txnId } : {}),
    ...(ipAddress ? { ipAddress } : {}),
  };
}

/** Writes the given facts; an id given as undefined is removed, one not given is left alone. */
export function writeSessionFacts(storage: KeyValueStorage, facts: Partial<SessionFacts>): void {
  for (const name of Object.keys(FLAG_KEYS) as (keyof typeof FLAG_KEYS)[]) {
    const value = facts[name];
    if (value !== undefined) writeRaw(storage, FLAG_KEYS[name], String(value));
  }
  for (const name of Object.keys(TEXT_KEYS) as (keyof typeof TEXT_KEYS)[]) {
    if (!(name in facts)) continue;
    const [key, schema] = TEXT_KEYS[name];
    const value = facts[name];
    if (value === undefined) removePersisted(storage, key);
    else if (v.is(schema, value)) writeRaw(storage, key, value);
  }
}

/** The facts after `update`, by the same rules as `writeSessionFacts`: invalid values are not taken. */
export function mergeSessionFacts(current: SessionFacts, update: Partial<SessionFacts>): SessionFacts {
  const next: SessionFacts = { ...current };
  for (const name of Object.keys(FLAG_KEYS) as (keyof typeof FLAG_KEYS)[]) {
    const value = update[name];
    if (typeof value === 'boolean') next[name] = value;
  }
  for (const name of Object.keys(TEXT_KEYS) as (keyof typeof TEXT_KEYS)[]) {
    if (!(name in update)) continue;
    const value = update[name];
    if (value === undefined) delete next[name];
    else if (v.is(TEXT_KEYS[name][1], value)) next[name] = value;
  }
  return next;
}

export function createSessionFactsStore(deps: { storage: () => KeyValueStorage }) {
  const held = atom<SessionFacts | undefined>(undefined);
  const facts: WritableAtom<SessionFacts, [Partial<SessionFacts>], void> = atom(
    (get) => get(held) ?? readSessionFacts(deps.storage()),
    (get, set, update: Partial<SessionFacts>) => {
      set(held, mergeSessionFacts(get(facts), update));
      writeSessionFacts(deps.storage(), update);
    },
  );
  return {
    facts,
    webview: atom((get) => get(facts).webview),
    /** Native mode (Session): the operator's app draws the header, back and footer itself. */
    appDrawsChrome: atom((get) => get(facts).native),
    deviceId: atom((get) => get(facts).deviceId),
  };
}
export type SessionFactsStore = ReturnType<typeof createSessionFactsStore>;
