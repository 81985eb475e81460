import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

// Settings as Vite reads them (VITE_*, PROGRAM, CARRIER_CONFIG for a build; HSTS_MAX_AGE for a
// server or its nginx config): the process environment first, then Vite's .env files in Vite's
// own order of precedence.
export function readAppEnv(
  projectRoot: string,
  env: Record<string, string | undefined> = process.env,
  mode = 'production',
): Record<string, string | undefined> {
  const files = [`.env.${mode}.local`, '.env.local', `.env.${mode}`, '.env'];
  const merged: Record<string, string | undefined> = {};
  for (const file of files.reverse()) {
    const path = join(projectRoot, file);
    if (existsSync(path)) Object.assign(merged, parseEnv(readFileSync(path, 'utf8')));
  }
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}
