// The catalogue's own words, apart from messages.ts so that the catalogue's first script does
// not carry every text of the shop (messages.ts spreads them: tests read them there).
export const catalogueMessages = {
  /** The filters' button where no script runs (issue 27). */
  showFilteredScents: 'Show the scents',
} as const;
