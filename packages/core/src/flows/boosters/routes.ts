/** The boosters' own page: the add-ons to choose from and the automatic booster; it pays on the shared payment pages. */
export const BOOSTERS_ROUTES = {
  choose: '/manage/boosters',
} as const;
