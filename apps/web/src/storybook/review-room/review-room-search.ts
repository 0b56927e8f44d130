/**
 * The review room's search: a state matches when every word of the query is in its name, its
 * story id, a machine state it claims or what its screen says in either language, without regard
 * to case or accents ("expirado" finds "Expirado", "codigo" finds "código").
 */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export interface ReviewedState {
  id: string;
  name: string;
  claims: readonly string[];
}

export function matchesReviewSearch(
  state: ReviewedState,
  query: string,
  /** What its screen says (its headings) in each language, once its frames loaded. */
  said: readonly string[],
): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold([state.name, state.id, ...state.claims, ...said].join(' '));
  return words.every((word) => haystack.includes(word));
}
