/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PROVIDER_API_URL?: string;
  readonly VITE_CONTACT_WEBHOOK_URL?: string;
  readonly VITE_REDIRECT_HOSTS?: string;
  readonly VITE_TABLET_NAME?: string;
  readonly VITE_SITE_NAME?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  /** 'true' with `npm run dev:inspect`: the live Stately inspector (development only). */
  readonly VITE_STATELY_INSPECT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** The year the app was built (vite.config.ts): the end of the footer's copyright range. */
declare const __BUILD_YEAR__: number;
