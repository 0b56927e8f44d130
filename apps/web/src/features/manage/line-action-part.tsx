import { createContext, useContext } from 'react';

/**
 * Which part of a line's actions a flow's entry is drawn in: the actions the customer can take
 * (`offers`, first) or the ones not available now, each with its reason (`refusals`, gathered
 * below them, folded). Each entry decides from its own eligibility which part it belongs to, so
 * the list is drawn twice and each entry shows in one part only.
 */
export type LineActionPart = 'offers' | 'refusals';

const LineActionPartContext = createContext<LineActionPart>('offers');

export const LineActionPartProvider = LineActionPartContext.Provider;

export const useLineActionPart = (): LineActionPart => useContext(LineActionPartContext);
