import { resolve } from 'node:path';

/**
 * Where a build goes and is served from: dist/, or DIST_DIR. The tests build the second
 * profile into its own folder (dist-lifeline/) so that the default build is not overwritten
 * while it is still being tested, and a later e2e run never meets the wrong profile.
 */
export function distDir(root = process.cwd(), env: NodeJS.ProcessEnv = process.env): string {
  return resolve(root, env.DIST_DIR?.trim() || 'dist');
}
