// The module scripts/carrier-settings-plugin.ts serves: the build's validated profile and
// carrier settings (DEC-102).
declare module 'virtual:carrier-settings' {
  export const profile: import('./schema.ts').Profile;
  export const settings: import('./carrier-settings.ts').CarrierSettings;
}
