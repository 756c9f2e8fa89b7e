/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set per build in vite.config.ts: busts the persisted query cache on deployment. */
  readonly VITE_BUILD_ID?: string;
  /** 'en' or 'fr': the language this build was made in (vite.config.ts); unset in tests (English). */
  readonly VITE_LOCALE?: 'en' | 'fr';
}

/** A head script bundled at build time, as text (scripts/build/head-scripts.ts). */
declare module '*?head-script' {
  const script: string;
  export default script;
}
