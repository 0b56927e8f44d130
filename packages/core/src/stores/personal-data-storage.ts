import type { KeyValueStorage } from './persisted-atom.ts';
import { JOURNEY_KEY_PREFIX, LINE_REGISTRY_KEY_PREFIX, STORE_KEYS } from './storage-keys.ts';
import { PERSONAL_DETAILS_FIELDS } from './store-schemas.ts';

/**
 * Where a stored value's personal parts go: the tab's sessionStorage, never localStorage.
 *
 * localStorage lasts until someone clears it, is shared by every tab and is copied with the
 * browser profile; a purchase's name, birth date, CURP, phone and addresses have no reason to be
 * there. They are needed only while the purchase is being entered (a reload must keep the step and
 * what was typed) and are sent to the gateway when the order is created, so they are kept in
 * sessionStorage: it survives a reload, dies with the tab, and is never shared with another tab.
 * What the customer sees in a new tab is read back from the gateway (the profile) or typed again.
 *
 * Each rule names a key (or a key family) and the paths inside its JSON that are personal. A
 * write puts those parts under the same key in sessionStorage and the rest in localStorage; a read
 * puts them back. The stores and the journey save know nothing of this: they are given this
 * storage as `stores.storage`.
 */
export interface PersonalDataRule {
  /** The key, or a prefix when it ends with a dot (one save per journey). */
  key: string;
  /** Paths to the personal parts, from the JSON's root. */
  paths?: ReadonlyArray<readonly string[]>;
  /**
   * Fields with these names, at any depth below these roots: what the steps collected is keyed by
   * step, and product teams add and rename steps, so the personal fields are found by their name.
   */
  fieldsNamed?: { roots: ReadonlyArray<readonly string[]>; names: ReadonlySet<string> };
  /**
   * What a path holds when its part is not in this tab (a new tab, a restarted browser) and the
   * stored shape needs it. Left out when the field may simply be absent (the stores' schemas give
   * it its default).
   */
  absent?: ReadonlyArray<{ path: readonly string[]; value: unknown }>;
}

/** The profile's fields that say who the customer is (name, birth date, number, address). */
const PROFILE_PERSONAL_FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'dob',
  'telco_info',
  'nationality',
  'address',
];

/**
 * The fields of the steps' data that hold personal data: the personal details' as the order keeps
 * them and as the form splits them (names, birth date, CURP, phone, e-mail, nationality), the
 * addresses (address-details keeps `billing` and `delivery` and their manual places), the number
 * being transferred, and the order summary's fingerprint of the order it created. A test holds
 * this to the form's own field list.
 */
export const PERSONAL_STEP_FIELDS: ReadonlySet<string> = new Set([
  ...PERSONAL_DETAILS_FIELDS,
  'lastNames',
  // The surnames as two fields, in step data saved before they were one.
  'paternalLastName',
  'maternalLastName',
  'dobDay',
  'dobMonth',
  'dobYear',
  'billing',
  'delivery',
  'billingManual',
  'deliveryManual',
  'transferNumber',
  // The order summary's fingerprint of the order it created is that order's body, customer included.
  'orderFingerprint',
]);

export const PERSONAL_DATA_RULES: readonly PersonalDataRule[] = [
  {
    key: STORE_KEYS.order,
    paths: [
      ['state', 'personalDetails'],
      ['state', 'billingAddressDetails'],
      ['state', 'deliveryAddressDetails'],
      ['state', 'currentTelcoNumber'],
    ],
  },
  {
    key: STORE_KEYS.navigation,
    fieldsNamed: { roots: [['state', 'journeyData']], names: PERSONAL_STEP_FIELDS },
  },
  {
    key: JOURNEY_KEY_PREFIX,
    fieldsNamed: {
      roots: [['journeyData'], ['snapshot', 'context', 'journeyData']],
      names: PERSONAL_STEP_FIELDS,
    },
  },
  // Typed and not submitted yet: a reload keeps it, another tab does not see it.
  { key: STORE_KEYS.stepDrafts, paths: [['state']], absent: [{ path: ['state'], value: {} }] },
  {
    key: STORE_KEYS.auth,
    paths: PROFILE_PERSONAL_FIELDS.map((field) => ['state', 'userDetails', field]),
  },
  // A line registration's CURP, kept until the line is registered (line-registry.services.ts).
  { key: LINE_REGISTRY_KEY_PREFIX, paths: [['curp']] },
];

const ruleFor = (rules: readonly PersonalDataRule[], key: string) =>
  rules.find((rule) => (rule.key.endsWith('.') ? key.startsWith(rule.key) : key === rule.key));

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseObject(raw: string | null): Json | undefined {
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The object holding the path's last name, or undefined when the path does not lead to one. */
function parentOf(root: Json, path: readonly string[], create: boolean): Json | undefined {
  let node: Json = root;
  for (const name of path.slice(0, -1)) {
    const next = node[name];
    if (isObject(next)) node = next;
    else if (create && next === undefined) node = node[name] = {};
    else return undefined;
  }
  return node;
}

const pathKey = (path: readonly string[]) => JSON.stringify(path);

/** Every path, below `root`, to a field named in `names` (the field's value is not searched further). */
function namedFieldPaths(value: unknown, root: readonly string[], names: ReadonlySet<string>): string[][] {
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([name, inner]) =>
    names.has(name) ? [[...root, name]] : namedFieldPaths(inner, [...root, name], names),
  );
}

function rulePaths(value: Json, rule: PersonalDataRule): ReadonlyArray<readonly string[]> {
  const named = rule.fieldsNamed;
  if (!named) return rule.paths ?? [];
  const found = named.roots.flatMap((root) => {
    const parent = parentOf(value, root, false);
    return parent ? namedFieldPaths(parent[root[root.length - 1] as string], root, named.names) : [];
  });
  return [...(rule.paths ?? []), ...found];
}

/** Takes the rule's paths out of `value` (changed in place) and returns them by path. */
function takePersonalParts(value: Json, rule: PersonalDataRule): Json {
  const taken: Json = {};
  for (const path of rulePaths(value, rule)) {
    const parent = parentOf(value, path, false);
    const name = path[path.length - 1] as string;
    if (!parent || !Object.hasOwn(parent, name)) continue;
    taken[pathKey(path)] = parent[name];
    delete parent[name];
  }
  return taken;
}

function putPersonalParts(value: Json, rule: PersonalDataRule, parts: Json): void {
  for (const [key, part] of Object.entries(parts)) {
    let path: unknown;
    try {
      path = JSON.parse(key);
    } catch {
      continue;
    }
    if (!Array.isArray(path) || path.length === 0 || !path.every((name) => typeof name === 'string'))
      continue;
    const parent = parentOf(value, path, true);
    if (parent) parent[path[path.length - 1] as string] = part;
  }
  for (const { path, value: fill } of rule.absent ?? []) {
    const parent = parentOf(value, path, false);
    const name = path[path.length - 1] as string;
    // An older build's value still holds the part in localStorage: it is read as it is, and the
    // next write moves it.
    if (parent && !Object.hasOwn(parent, name)) parent[name] = structuredClone(fill);
  }
}

/**
 * `local` (the app's localStorage) with the personal parts of the keys `rules` name kept in `tab`
 * (the app's sessionStorage) instead. Every other key passes through unchanged.
 */
export function createPersonalDataStorage(
  local: KeyValueStorage,
  tab: KeyValueStorage,
  rules: readonly PersonalDataRule[] = PERSONAL_DATA_RULES,
): KeyValueStorage {
  return {
    getItem(key) {
      const raw = local.getItem(key);
      const rule = ruleFor(rules, key);
      if (!rule || raw === null) return raw;
      const value = parseObject(raw);
      // Not JSON, or not an object: handed on as it is, for the reader to discard.
      if (!value) return raw;
      putPersonalParts(value, rule, tabPartsOf(readTab(tab, key), raw));
      return JSON.stringify(value);
    },
    setItem(key, raw) {
      const rule = ruleFor(rules, key);
      const value = rule ? parseObject(raw) : undefined;
      if (!rule || !value) {
        local.setItem(key, raw);
        return;
      }
      const parts = takePersonalParts(value, rule);
      const rest = JSON.stringify(value);
      // localStorage first: a full storage keeps the previous value whole, personal parts included.
      local.setItem(key, rest);
      if (Object.keys(parts).length > 0) writeTab(tab, key, JSON.stringify({ of: fingerprint(rest), parts }));
      else removeTab(tab, key);
    },
    removeItem(key) {
      local.removeItem(key);
      if (ruleFor(rules, key)) removeTab(tab, key);
    },
    keys: () => local.keys(),
  };
}

/**
 * The tab's parts, when they were split from the value localStorage holds now. Another tab may
 * have written the key since (another customer's log-in, another purchase): its value is not this
 * tab's, and this tab's personal parts are not put into it.
 */
function tabPartsOf(stored: string | null, localRaw: string): Json {
  const held = parseObject(stored);
  if (!held || held.of !== fingerprint(localRaw) || !isObject(held.parts)) return {};
  return held.parts;
}

/** FNV-1a over the UTF-16 units: enough to tell one stored value from another, not a secret. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

function readTab(tab: KeyValueStorage, key: string): string | null {
  try {
    return tab.getItem(key);
  } catch {
    return null;
  }
}

function writeTab(tab: KeyValueStorage, key: string, value: string): void {
  try {
    tab.setItem(key, value);
  } catch {
    // A full or blocked sessionStorage: the personal parts live in memory for this page only,
    // never in localStorage instead.
    removeTab(tab, key);
  }
}

function removeTab(tab: KeyValueStorage, key: string): void {
  try {
    tab.removeItem(key);
  } catch {
    // A tab storage that refuses: what it holds dies with the tab.
  }
}
