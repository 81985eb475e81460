// `npm run deploy:config`: writes deploy/nginx.conf, the nginx config a carrier can run as is
// (deploy/Dockerfile), from the same rules as the Node server: the security headers and CSP
// (server/security-headers.ts), the cache policy (server/cache-policy.ts), the file types
// (server/static-files.ts), the SPA fallback and the prerendered pages per language
// (server/prerendered-pages.ts). `--check` (in `npm run docs:check`) fails when the committed
// file is stale; `--out FILE` writes one for a build: its CSP origins (dist/build-info.json)
// and the hash of its inline stylesheet (dist/csp-hashes.json); the Dockerfile does, after the
// build. The committed file has no hash (it is checked before any build), so its prerendered
// pages would paint unstyled: serve a build with the config `--out` writes for it (DEC-095).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseEnv } from 'node:util';
import { readAppEnv } from '../server/app-env.ts';
import { BUILD_FILES_PATTERN, readBuildCsp } from '../server/build-info.ts';
import {
  ASSETS_PREFIX,
  CACHEABLE_STATUSES,
  ERROR_CACHE,
  HTML_CACHE,
  IMMUTABLE,
  OTHER_CACHE,
} from '../server/cache-policy.ts';
import { distDir } from '../server/dist-dir.ts';
import { ERROR_STATUSES, ERROR_TEXTS } from '../server/error-answers.ts';
import {
  CSP_HASHES_FILE,
  cspOptionsFromEnv,
  hstsFromEnv,
  readCspHashes,
  type SecurityOptions,
  securityHeaders,
} from '../server/security-headers.ts';
import { CONTENT_TYPES, PAGE_VARY_HEADERS } from '../server/static-files.ts';

const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const COMMITTED_CONFIG = join(PROJECT_ROOT, 'deploy', 'nginx.conf');
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export type NginxOptions = {
  security: SecurityOptions;
  /** The built dist/ folder. */
  root: string;
  listen: string;
  /** Debian's libnginx-mod-http-brotli-static: serves the build's .br files. */
  brotli: boolean;
  pidFile: string;
  errorLog: string;
  accessLog: string;
  /** Where nginx keeps request bodies and the like; Debian's default needs root. */
  tempDir?: string;
  /** The user the workers run as when nginx starts as root. */
  user?: string;
};

export const DEFAULT_OPTIONS: Omit<NginxOptions, 'security'> = {
  root: '/usr/share/nginx/html',
  listen: '8080',
  brotli: true,
  pidFile: '/run/nginx.pid',
  errorLog: 'stderr',
  accessLog: '/dev/stdout',
  user: 'www-data',
};

const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/**
 * The file types both servers send (server/static-files.ts), so nginx sends JavaScript as
 * text/javascript (RFC 9239), not Debian's mime.types' application/javascript, and nothing the
 * Node server would label differently. A type that carries a charset there gets nginx's
 * `charset utf-8` here (text/html always does).
 */
function typeLines(indent: string): { types: string; charsetTypes: string } {
  const byType = new Map<string, string[]>();
  const withCharset = new Set<string>();
  for (const [extension, contentType] of Object.entries(CONTENT_TYPES)) {
    const [type = '', ...params] = contentType.split(';').map((part) => part.trim());
    byType.set(type, [...(byType.get(type) ?? []), extension.slice(1)]);
    if (params.some((param) => param.toLowerCase() === 'charset=utf-8') && type !== 'text/html')
      withCharset.add(type);
  }
  const types = [...byType]
    .map(([type, extensions]) => `${indent}  ${type} ${extensions.join(' ')};`)
    .join('\n');
  return {
    types: `${indent}types {\n${types}\n${indent}}`,
    charsetTypes: [...withCharset].join(' '),
  };
}

/**
 * Every header is set once, at the server level, so nginx adds it to every answer the server
 * makes: pages, files, its own error pages (404, 405, 416, a 400 for a malformed request), and
 * whatever a location returns (issue 28 §3). A location that had an add_header of its own would
 * drop all of these (nginx inherits add_header only when a level has none).
 */
function headerLines(security: SecurityOptions, indent: string): string {
  const lines = Object.entries(securityHeaders(security)).map(
    ([name, value]) => `add_header ${name} ${quote(value)} always;`,
  );
  lines.push('add_header Cache-Control $acp_cache_control always;');
  lines.push('add_header Vary $acp_vary always;');
  return lines.map((line) => `${indent}${line}`).join('\n');
}

/**
 * Issue 39: nginx's own error pages are HTML that names nginx; each error it answers with is the
 * Node server's instead (server/error-answers.ts): the same status and plain line, whatever the
 * file's type, with the server's headers (these locations have no add_header of their own, so
 * they keep them). A URI, not a named location: a request line nginx cannot read has no URI,
 * and a redirect to a named location then fails with nginx's own 500. A link
 * `disable_symlinks` refuses (403) is a 404, as the Node server answers it; a header line too
 * long (494) the 400 nginx sends for it.
 */
function errorLines(indent: string): string {
  const lines = [
    `error_page 403 =404 ${ERRORS_PREFIX}404;`,
    // nginx's own code for a header line too long, answered as a 400.
    `error_page 494 =400 ${ERRORS_PREFIX}400;`,
  ];
  for (const status of ERROR_STATUSES)
    lines.push(`error_page ${status} ${ERRORS_PREFIX}${status};`);
  for (const status of ERROR_STATUSES) {
    lines.push(
      `location = ${ERRORS_PREFIX}${status} {`,
      '  internal;',
      '  types {}',
      '  default_type text/plain;',
      // The line and its line break (nginx reads \n in a quoted string as one).
      `  return ${status} ${quote(ERROR_TEXTS[status]).replace(/"$/, '\\n"')};`,
      '}',
    );
  }
  return lines.map((line) => `${indent}${line}`).join('\n');
}

/** Where nginx's error answers live: internal only, so no request can ask for them. */
const ERRORS_PREFIX = '/-errors/';

/** What a page varies by besides its encoding (server/static-files.ts says it too). */
const PAGE_VARY = PAGE_VARY_HEADERS.join(', ');

export function nginxConfig(options: NginxOptions): string {
  const { security } = options;
  const temp = options.tempDir;
  const { types, charsetTypes } = typeLines('  ');
  return `# Generated by scripts/nginx-config.ts (npm run deploy:config) from server/security-headers.ts,
# server/cache-policy.ts, server/static-files.ts and server/prerendered-pages.ts: edit those,
# not this file.
${options.brotli ? `load_module ${BROTLI_MODULE};\n` : ''}${options.user ? `user ${options.user};\n` : ''}worker_processes auto;
pid ${options.pidFile};
error_log ${options.errorLog} warn;

events {
  worker_connections 1024;
}

http {
${types}
  default_type application/octet-stream;
  charset utf-8;
  charset_types ${charsetTypes};
  sendfile on;
  tcp_nopush on;
  # No byte ranges, as the Node server: the app's files are small and read whole. nginx builds a
  # 416 after it has added the headers, and adds them again, so a 416 went out with a year of
  # cache and every header twice (issue 28 §3).
  max_ranges 0;
  # "Server: nginx" with no version, on pages and on nginx's own error pages.
  server_tokens off;
  access_log ${options.accessLog};
${
  temp
    ? ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
        .map((kind) => `  ${kind}_temp_path ${temp}/${kind};`)
        .join('\n')
        .concat('\n')
    : ''
}
  # Nothing is compressed per request: the build wrote a .gz and a .br beside each text file.
  gzip off;
  gzip_static on;
  gzip_vary on;
${options.brotli ? '  brotli_static on;\n' : ''}
  # The reader's language, as server/prerendered-pages.ts chooses it: the locale cookie the
  # app sets, else the browser's first language.
  map $cookie_locale $acp_cookie_locale {
    en en;
    es es;
    default "";
  }
  map $http_accept_language $acp_browser_locale {
    "~*^\\s*es" es;
    default en;
  }
  map $acp_cookie_locale $acp_locale {
    "" $acp_browser_locale;
    default $acp_cookie_locale;
  }
  # Prerendered pages answer exact paths without a query only.
  map $args $acp_prerendered {
    "" /prerendered/$acp_locale;
    default /-no-prerendered-page;
  }
  # server/cache-policy.ts: an error is never kept (${ERROR_CACHE}), above all not under
  # ${ASSETS_PREFIX}, where a 404 kept for a year would outlive the deploy that caused it;
  # HTML is ${HTML_CACHE}; a file under ${ASSETS_PREFIX} is ${IMMUTABLE};
  # any other file ${OTHER_CACHE}.
  map $status $acp_cache_control {
${CACHEABLE_STATUSES.map((status) => `    ${status} $acp_file_cache;`).join('\n')}
    default ${quote(ERROR_CACHE)};
  }
  map $sent_http_content_type $acp_file_cache {
    "~^text/html" ${quote(HTML_CACHE)};
    default $acp_path_cache;
  }
  # A 304 has no Content-Type: its file's name says whether it is a page.
  map $uri $acp_path_cache {
    "~\\.html$" ${quote(HTML_CACHE)};
    "~^${ASSETS_PREFIX}" ${quote(IMMUTABLE)};
    default ${quote(OTHER_CACHE)};
  }
  # A page differs by language; caches keep one copy per cookie and language. Other answers
  # get no such Vary (an empty value adds no header).
  map $sent_http_content_type $acp_vary {
    "~^text/html" ${quote(PAGE_VARY)};
    default $acp_path_vary;
  }
  map $uri $acp_path_vary {
    "~\\.html$" ${quote(PAGE_VARY)};
    default "";
  }

  server {
    listen ${options.listen};
    root ${options.root};
    disable_symlinks on;
    etag on;
    if_modified_since exact;

${headerLines(security, '    ')}

${errorLines('    ')}

    # Dotfiles and dot-folders (.env, .git/) are never served.
    location ~ /\\. {
      return 404;
    }

    # What the build wrote for the servers and scripts (server/build-info.ts), not for browsers.
    location ~ ${BUILD_FILES_PATTERN} {
      return 404;
    }

    # Fingerprinted by Vite: never changes; a missing one stays a 404.
    location ${ASSETS_PREFIX} {
      try_files $uri =404;
    }

    location = /index.html {
    }

    location = / {
      try_files $acp_prerendered/index.html /index.html;
    }

    # A prerendered page in the reader's language, else a file, else the single-page app.
    location / {
      try_files $acp_prerendered$uri.html $uri /index.html;
    }
  }
}
`;
}

/** The settings the committed file is made from: the repository's own (non-local) env files. */
function committedSecurity(): SecurityOptions {
  const env: Record<string, string | undefined> = {};
  for (const file of ['.env', '.env.production']) {
    const path = join(PROJECT_ROOT, file);
    if (existsSync(path)) Object.assign(env, parseEnv(readFileSync(path, 'utf8')));
  }
  return cspOptionsFromEnv(env);
}

function main(argv: readonly string[]) {
  const outIndex = argv.indexOf('--out');
  if (outIndex !== -1) {
    const out = argv[outIndex + 1];
    if (!out) throw new Error('--out needs a file name');
    // A build's own settings: the process environment first, then Vite's .env files; and the
    // build's own inline stylesheet.
    const dist = distDir(PROJECT_ROOT);
    if (!existsSync(join(dist, CSP_HASHES_FILE))) {
      throw new Error(`${dist} has no ${CSP_HASHES_FILE}: run npm run build first`);
    }
    // The build's own origins (dist/build-info.json), its inline style's hash, and HSTS from
    // the environment: a property of the host, not of the build.
    const csp = readBuildCsp(dist);
    if (csp === null) throw new Error(`${dist} has no build-info.json: run npm run build first`);
    const security = {
      ...csp,
      ...hstsFromEnv(readAppEnv(PROJECT_ROOT).HSTS_MAX_AGE),
      ...readCspHashes(dist),
    };
    writeFileSync(out, nginxConfig({ ...DEFAULT_OPTIONS, security }));
    console.log(`wrote ${out}`);
    return;
  }
  const expected = nginxConfig({ ...DEFAULT_OPTIONS, security: committedSecurity() });
  if (argv.includes('--check')) {
    const current = existsSync(COMMITTED_CONFIG) ? readFileSync(COMMITTED_CONFIG, 'utf8') : '';
    if (current !== expected) {
      console.error('deploy/nginx.conf is stale: run npm run deploy:config');
      process.exit(1);
    }
    console.log('deploy/nginx.conf is current');
    return;
  }
  writeFileSync(COMMITTED_CONFIG, expected);
  console.log(`wrote ${COMMITTED_CONFIG}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
