import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BuildSettings, certificationsInUse } from '../profiles/build-settings.ts';
import { CSP_HASHES_FILE, type CspOrigins, cspOrigins } from './security-headers.ts';

export const BUILD_INFO_FILE = 'build-info.json';

/**
 * What the build writes beside the pages for the servers and scripts, not for browsers: no page
 * reads them, so neither server serves them (issue 28 §10). They hold nothing secret (every
 * value is on the pages or in the headers too), but a file served to the public is one more
 * thing a later field (a path, a commit) could leak through unnoticed.
 */
export const BUILD_FILES_PATTERN = `^/(${[BUILD_INFO_FILE, CSP_HASHES_FILE]
  .map((file) => file.replaceAll('.', '\\.'))
  .join('|')})(\\.br|\\.gz)?$`;
export const BUILD_FILES = new RegExp(BUILD_FILES_PATTERN);

/** What a build was made with (issue 17 §6): written by the build, read by the servers. */
export interface BuildInfo {
  program: string;
  programName: string;
  status: 'open' | 'closed';
  closedSince?: string;
  brandName: string;
  /** Whose settings: the program's demo carrier, or a carrier's own file; never its path. */
  settings: 'demo carrier' | 'carrier file';
  /** Where the app sends provider calls, as built: a path on its own origin or an https URL. */
  apiBaseUrl: string;
  /** The origins the build calls and posts to: both servers' CSP (issue 28 §5). */
  csp: CspOrigins;
  /** The information site's articles, for the scripts that visit a build's pages. */
  articles: string[];
  /**
   * D46: which wording the agreement's certifications are in ("the project's own summary", or
   * the FCC-approved wording from the carrier's file, named without its folder).
   */
  certifications: string;
}

export function buildInfo({ profile, settings, kind, source }: BuildSettings): BuildInfo {
  return {
    program: profile.id,
    programName: profile.name.en,
    status: profile.status.state,
    ...(profile.status.state === 'closed' ? { closedSince: profile.status.since } : {}),
    brandName: settings.brandName,
    settings: kind === 'file' ? 'carrier file' : 'demo carrier',
    apiBaseUrl: settings.api.baseUrl,
    csp: cspOrigins(settings.api),
    articles: profile.site.articles.map((article) => article.id),
    certifications: certificationsInUse({ settings, source }),
  };
}

export function readBuildInfo(dist: string): BuildInfo | null {
  const file = join(dist, BUILD_INFO_FILE);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as BuildInfo;
}

const isList = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The CSP origins a build was made with, for a server about to serve it: null when dist/ has no
 * build yet; an error when the build predates them (the shell's settings are no stand-in: they
 * may name another carrier than the build's, issue 28 §5).
 */
export function readBuildCsp(dist: string): CspOrigins | null {
  const info = readBuildInfo(dist);
  if (info === null) return null;
  const csp = (info as Partial<BuildInfo>).csp;
  if (!csp || !isList(csp.connectSrc) || !isList(csp.formAction)) {
    throw new Error(
      `${join(dist, BUILD_INFO_FILE)} names no CSP origins (a build older than this server): run npm run build`,
    );
  }
  return { connectSrc: csp.connectSrc, formAction: csp.formAction };
}

/** Where the provider calls go, in words. */
function apiWords(info: BuildInfo): string {
  if (info.apiBaseUrl.startsWith('/')) return `${info.apiBaseUrl} on the app's own origin`;
  return info.apiBaseUrl;
}

/** `npm start`'s and `npm run serve`'s lines: which program and carrier settings it serves. */
export function describeBuild(info: BuildInfo): string {
  const state =
    info.status === 'open'
      ? 'open'
      : `closed since ${info.closedSince}: the pages say so and the flow still works`;
  const settings =
    info.settings === 'carrier file'
      ? "the carrier's own file (CARRIER_CONFIG at build time)"
      : "the program's demo carrier";
  return `Program: ${info.programName} (PROGRAM=${info.program}, ${state}); brand ${info.brandName}; settings: ${settings}; provider API: ${apiWords(info)}`;
}

/**
 * D46: the line that says which wording the agreement's certifications are in, as the build
 * printed it. A build older than D46 names none: its agreement has the profile's own.
 */
export function describeCertifications(info: BuildInfo): string {
  return `certifications: ${info.certifications ?? "the project's own summary"}`;
}

/**
 * The build's settings a server's shell sets otherwise, each in a line: they are read when the
 * app is built, so a server started with them serves the build's, not theirs.
 */
export function shellSettingsIgnored(
  info: BuildInfo,
  env: Record<string, string | undefined>,
): string[] {
  const given = (name: string) => env[name]?.trim() || undefined;
  const lines: string[] = [];
  const program = given('PROGRAM');
  if (program && program !== info.program) {
    lines.push(`PROGRAM=${program} is ignored: the build in this folder is ${info.program}`);
  }
  const api = given('VITE_PROVIDER_API_URL');
  if (api && api !== info.apiBaseUrl) {
    lines.push(
      `VITE_PROVIDER_API_URL=${api} is ignored: the build calls ${info.apiBaseUrl}; rebuild to change it`,
    );
  }
  for (const name of ['CARRIER_CONFIG', 'VITE_CONTACT_WEBHOOK_URL', 'VITE_REDIRECT_HOSTS']) {
    if (given(name))
      lines.push(`${name} is read at build time, not by the server: rebuild to apply it`);
  }
  return lines;
}
