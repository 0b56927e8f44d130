import type { SendaIntl } from '@senda/core/i18n';
import { Children, createElement, Fragment, isValidElement, type ReactNode } from 'react';
import type { IntlShape } from 'react-intl';

type LooseFormatMessage = (descriptor: unknown, values?: Record<string, unknown>, opts?: unknown) => unknown;

/**
 * A rich text's parts as React children: every element in a fragment keyed by its place. A
 * message's parts are an array (a `<PhoneNumber>` between two texts, a link's chunks), and React
 * warns about an array of unkeyed elements. react-intl's own formatMessage keys them so; core's
 * intl is formatjs's (core renders no React), so the app does it here. The place is the right key:
 * a message's parts never reorder within one render of it (another language remounts what
 * changed). `Children.toArray`'s own keys are not enough: React still warns about an element that
 * had none (it marks the copy).
 */
const keyed = (parts: ReactNode): ReactNode[] =>
  Children.toArray(parts).map((part, index) =>
    isValidElement(part) ? createElement(Fragment, { key: index }, part) : part,
  );

/** Each rich-text function among the values gets its chunks keyed, as react-intl does. */
function withKeyedChunks(values: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!values) return values;
  let changed: Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'function') continue;
    changed ??= { ...values };
    changed[name] = (chunks: ReactNode) => (value as (chunks: ReactNode[]) => unknown)(keyed(chunks));
  }
  return changed ?? values;
}

/**
 * Core's intl object as react-intl renders with it: rich text as bare parts (no text element, no
 * fragment around chunks), and every array of parts keyed.
 */
export function asReactIntl(core: SendaIntl): IntlShape {
  const format = core.formatMessage as unknown as LooseFormatMessage;
  const formatMessage: LooseFormatMessage = (descriptor, values, opts) => {
    const formatted = format(descriptor, withKeyedChunks(values), opts);
    return Array.isArray(formatted) ? keyed(formatted) : formatted;
  };
  return {
    ...core,
    formatMessage,
    $t: formatMessage,
    textComponent: Fragment,
    wrapRichTextChunksInFragment: false,
  } as unknown as IntlShape;
}
