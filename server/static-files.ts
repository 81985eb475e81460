import { existsSync, realpathSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import type { Context } from 'hono';

// Served as is, so a build's hashed assets and pages go out untouched; `npm run build`
// writes a .br and a .gz beside each text file (scripts/precompress.ts), so nothing is
// compressed per request (issue 15 §3).
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export type StaticFile = {
  path: string;
  size: number;
  mtimeMs: number;
  /** The real path of the folder served: a pre-compressed twin must be inside it too. */
  root: string;
};

function realRoot(root: string): string | null {
  try {
    return realpathSync(root);
  } catch {
    return null;
  }
}

/**
 * The file a URL path names inside `root`, or null: never a dotfile or dot-folder (`.env`,
 * `.git/`), never `..`, and never a file whose real path (symlinks followed) is outside root.
 */
export function findStaticFile(root: string, urlPath: string): StaticFile | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.length === 0 || segments.some((segment) => segment.startsWith('.'))) return null;
  const base = realRoot(root);
  if (base === null) return null;
  try {
    const real = realpathSync(join(base, ...segments));
    if (!real.startsWith(base + sep)) return null;
    const stat = statSync(real);
    return stat.isFile()
      ? { path: real, size: stat.size, mtimeMs: stat.mtimeMs, root: base }
      : null;
  } catch {
    return null;
  }
}

function accepts(header: string | undefined, coding: string): boolean {
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

const ENCODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

type Variant = StaticFile & { coding: string | null };

/**
 * The `.br`/`.gz` beside a file, held to the base file's rule (issue 28 §6): its real path
 * (symlinks followed) must be inside the folder served, or it is not there.
 */
function twin(file: StaticFile, suffix: string): StaticFile | null {
  const path = file.path + suffix;
  if (!existsSync(path)) return null;
  try {
    const real = realpathSync(path);
    if (!real.startsWith(file.root + sep)) return null;
    const stat = statSync(real);
    return stat.isFile()
      ? { path: real, size: stat.size, mtimeMs: stat.mtimeMs, root: file.root }
      : null;
  } catch {
    return null;
  }
}

function chooseVariant(file: StaticFile, acceptEncoding: string | undefined): Variant {
  for (const { coding, suffix } of ENCODINGS) {
    if (!accepts(acceptEncoding, coding)) continue;
    const found = twin(file, suffix);
    if (found) return { ...found, coding };
  }
  return { ...file, coding: null };
}

// Kept in memory: dist/ is small, and it is read again when a rebuild changes a file.
const cache = new Map<string, { mtimeMs: number; size: number; body: Buffer }>();

async function contents(variant: Variant): Promise<Buffer> {
  const hit = cache.get(variant.path);
  if (hit && hit.mtimeMs === variant.mtimeMs && hit.size === variant.size) return hit.body;
  const body = await readFile(variant.path);
  cache.set(variant.path, { mtimeMs: variant.mtimeMs, size: variant.size, body });
  return body;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export type SendOptions = { cacheControl: string; vary?: readonly string[] };

/**
 * A page (HTML) may be a prerendered one, which differs by language: every page says so, the
 * shell too, as nginx's config does for every text/html answer (issue 39).
 */
export const PAGE_VARY_HEADERS = ['Cookie', 'Accept-Language'] as const;

/** Sends a file (or its pre-compressed twin) with an ETag and Last-Modified, or a 304. */
export async function sendStaticFile(
  c: Context,
  file: StaticFile,
  options: SendOptions,
): Promise<Response> {
  const variant = chooseVariant(file, c.req.header('accept-encoding'));
  const etag = `"${variant.size.toString(16)}-${Math.floor(variant.mtimeMs).toString(16)}${variant.coding ? `-${variant.coding}` : ''}"`;
  const lastModified = new Date(Math.floor(file.mtimeMs / 1000) * 1000);
  const type = CONTENT_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
  const vary = new Set(['Accept-Encoding', ...(options.vary ?? [])]);
  if (type.startsWith('text/html')) for (const name of PAGE_VARY_HEADERS) vary.add(name);
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': options.cacheControl,
    ETag: etag,
    'Last-Modified': lastModified.toUTCString(),
    Vary: [...vary].join(', '),
  };
  if (variant.coding) headers['Content-Encoding'] = variant.coding;
  const ifNoneMatch = c.req.header('if-none-match');
  const ifModifiedSince = c.req.header('if-modified-since');
  // Issue 39: If-Modified-Since counts only when it names the file's own time exactly, as
  // nginx's `if_modified_since exact` does: a date in the future is no proof of a fresh copy.
  const fresh = ifNoneMatch
    ? etagMatches(ifNoneMatch, etag)
    : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) === lastModified.getTime();
  if (fresh) {
    const { 'Content-Type': _type, 'Content-Encoding': _coding, ...rest } = headers;
    return c.body(null, 304, rest);
  }
  headers['Content-Length'] = String(variant.size);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(await contents(variant)), 200, headers);
}
