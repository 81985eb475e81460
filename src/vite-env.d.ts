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
/** DEC-223: the build's profile offers the short form (D47): its pages are in the build. */
declare const __SHORT_FORM_PAGES__: boolean;
/** DEC-223: the build's profile asks the household worksheet (D44): its stop page is in the build. */
declare const __HOUSEHOLD_BENEFIT_PAGE__: boolean;
