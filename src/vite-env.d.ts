/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set per build in vite.config.ts: busts the persisted query cache on deployment. */
  readonly VITE_BUILD_ID?: string;
}
