import { loadEnv, type Plugin } from 'vite';
import { type BuildSettings, loadBuildSettings } from '../profiles/build-settings.ts';
import { settingsModuleExports } from '../profiles/settings-module.ts';

const VIRTUAL_ID = 'virtual:carrier-settings';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const PART_PREFIX = `${VIRTUAL_ID}/`;

/**
 * Issue 17 §3: loads and validates the program profile and the carrier's settings before
 * anything is built, so a bad setting stops `vite build` (and the dev server and the tests) with
 * a message naming it. The app reads the result from `virtual:carrier-settings`; the VITE_*
 * variables, from the process or Vite's env files, are applied over the file.
 */
export function carrierSettings(): Plugin {
  let loaded: BuildSettings | undefined;
  return {
    name: 'carrier-settings',
    config(config, { mode }) {
      const envDir =
        config.envDir === false ? undefined : (config.envDir ?? config.root ?? process.cwd());
      const fromFiles = envDir ? loadEnv(mode, envDir, 'VITE_') : {};
      loaded = loadBuildSettings({ ...fromFiles, ...process.env });
    },
    resolveId(id) {
      return id === VIRTUAL_ID || id.startsWith(PART_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!loaded) return undefined;
      const parts = settingsModuleExports(loaded);
      // Every part of the settings and the profile is its own export (DEC-107), and its own
      // module: the bundler places each module in the chunk of the pages that read it, so a
      // part only the enrolment step reads (the plan card) stays out of every first load
      // (DEC-123). One module with many exports is one chunk, whatever its users read.
      if (id === RESOLVED_ID) {
        return Object.keys(parts)
          .map((key) => `export { ${key} } from '${PART_PREFIX}${key}';`)
          .join('\n');
      }
      if (!id.startsWith(`\0${PART_PREFIX}`)) return undefined;
      const key = id.slice(`\0${PART_PREFIX}`.length);
      if (!Object.hasOwn(parts, key)) return undefined;
      return `export const ${key} = ${JSON.stringify(parts[key as keyof typeof parts])};`;
    },
  };
}
