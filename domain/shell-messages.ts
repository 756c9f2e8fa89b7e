// The note that the shop is ready offline (issue 26), apart from messages.ts (which re-exports
// it): the page's own words are in domain/i18n/, the API's still in messages.ts.
export const shellMessages = {
  readyOffline: 'Ready to use offline',
} as const;
