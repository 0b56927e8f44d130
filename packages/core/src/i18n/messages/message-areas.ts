import { wingParts } from '../../flow-declarations/flow-parts.ts';
import { SERVICE_FLOW_MANIFESTS } from '../../flow-declarations/service-flow-manifests.ts';
import {
  AREA_PREFIXES,
  LAZY_AREAS,
  type LazyMessageArea,
  type MessageArea,
} from './message-area-prefixes.ts';

/**
 * Each area's id prefixes: the shared ones (message-area-prefixes.ts), and each service flow's own texts (its manifest's `texts`,
 * in its manifest's `messageArea`, and a wing's `manageTexts`), so a new flow names its texts in its
 * own folder.
 */
export const LAZY_MESSAGE_AREAS: Readonly<Record<LazyMessageArea, readonly string[]>> = Object.fromEntries(
  LAZY_AREAS.map((area) => [
    area,
    [
      ...AREA_PREFIXES[area],
      ...SERVICE_FLOW_MANIFESTS.filter((flow) => flow.messageArea === area).flatMap((flow) => flow.texts),
      // A flow wing's texts other pages show (its line action's, its history rows): `manage`.
      ...(area !== 'manage'
        ? []
        : typeof __SENDA_FLOW_PARTS_BUILT__ === 'boolean'
          ? __SENDA_FLOW_MANAGE_TEXTS__
          : wingParts().manageTexts),
    ],
  ]),
) as unknown as Record<LazyMessageArea, readonly string[]>;

const AREA_OF_PREFIX: ReadonlyMap<string, LazyMessageArea> = new Map(
  LAZY_AREAS.flatMap((area) => LAZY_MESSAGE_AREAS[area].map((prefix) => [prefix, area] as const)),
);

/** The area an id's text ships in: its longest prefix's (`a.b.c` is looked up as a.b.c, a.b, a). */
export function messageAreaOf(id: string): MessageArea {
  const parts = id.split('.');
  for (let length = parts.length; length > 0; length--) {
    const area = AREA_OF_PREFIX.get(parts.slice(0, length).join('.'));
    if (area) return area;
  }
  return 'main';
}
