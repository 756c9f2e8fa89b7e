// The note that the shop is ready offline (issue 26), apart from messages.ts (which re-exports
// it); its words are in domain/i18n/ like every other (issue 24).
import * as m from '#messages';

export const shellMessages = {
  readyOffline: m.app_ready_offline(),
} as const;
