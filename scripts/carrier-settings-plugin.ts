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
      if (!loaded || !id.startsWith(RESOLVED_ID)) return undefined;
      const parts = settingsModuleExports(loaded);
      // Every part of the settings and the profile is its own module (DEC-107), re-exported
      // here: the bundler then puts each part in the chunk of the pages that read it, so the
      // flow's certifications or the information site's articles never ride in every chunk.
      if (id === RESOLVED_ID) {
        return Object.keys(parts)
          .map((key) => `export { ${key} } from '${PART_PREFIX}${key}';`)
          .join('\n');
      }
      const key = id.slice(RESOLVED_ID.length + 1) as keyof typeof parts;
      if (!(key in parts)) return undefined;
      return {
        code: `export const ${key} = ${JSON.stringify(parts[key])};`,
        moduleSideEffects: false,
      };
    },
  };
}
