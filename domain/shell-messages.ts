// The texts the app shell itself shows (issue 26: the shell's error page when a page was not
// saved offline; the footer), apart from the message catalogue (messages.ts re-exports them):
// they are in the first visit's script, and the whole catalogue is a few kilobytes more of it.
export const shellMessages = {
  readyOffline: 'Ready to use offline',
  notSavedOffline: 'This page was not saved on this device yet. It opens once you are back online.',
  footerLine: 'Sillage · 5 mL fragrance samples, shipped across Canada and the USA.',
} as const;
