// The texts the app shell itself may have to show (issue 26), apart from the message catalogue
// (messages.ts re-exports them): the shell's error page is in the first visit's script, and the
// whole catalogue is a few kilobytes more of it.
export const offlineMessages = {
  readyOffline: 'Ready to use offline',
  notSavedOffline: 'This page was not saved on this device yet. It opens once you are back online.',
} as const;
