import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BuildSettings } from '../profiles/build-settings.ts';

export const BUILD_INFO_FILE = 'build-info.json';

/** What a build was made with (issue 17 §6): written by the build, read by the server. */
export interface BuildInfo {
  program: string;
  programName: string;
  status: 'open' | 'closed';
  closedSince?: string;
  brandName: string;
  settings: string;
  /** The information site's articles, for the scripts that visit a build's pages. */
  articles: string[];
}

export function buildInfo({ profile, settings, source }: BuildSettings, root = process.cwd()) {
  const info: BuildInfo = {
    program: profile.id,
    programName: profile.name.en,
    status: profile.status.state,
    ...(profile.status.state === 'closed' ? { closedSince: profile.status.since } : {}),
    brandName: settings.brandName,
    // A carrier's own file is named relative to the project, never by an absolute path.
    settings: source.startsWith('/') ? relative(root, source) : source,
    articles: profile.site.articles.map((article) => article.id),
  };
  return info;
}

export function readBuildInfo(dist: string): BuildInfo | null {
  const file = join(dist, BUILD_INFO_FILE);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as BuildInfo;
}

/** One line for `npm start`: which program the build serves, and whether it is open. */
export function describeBuild(info: BuildInfo): string {
  const state =
    info.status === 'open'
      ? 'open'
      : `closed since ${info.closedSince}: the pages say so and the flow still works`;
  return `Program: ${info.programName} (PROGRAM=${info.program}, ${state}); brand ${info.brandName}; carrier settings ${info.settings}`;
}
