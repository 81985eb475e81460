// @vitest-environment node
// The generated nginx config, read as text: the rules `npm run deploy:check` then holds the
// real nginx to (tests/deploy/static-servers.test.ts), checked here without nginx or a build.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, nginxConfig } from '../../scripts/nginx-config.ts';
import { securityHeaders } from '../../server/security-headers.ts';

const config = nginxConfig({ ...DEFAULT_OPTIONS, security: { hstsMaxAge: 600 } });

/** The text of each `location … { … }` block (none of them nests another). */
const locations = [...config.matchAll(/^\s*location [^{]*\{([^}]*)\}/gm)].map(
  (match) => match[1] ?? '',
);

describe('the nginx config', () => {
  it('issue 28 §3: sets every header at the server level, so errors carry the same set as pages', () => {
    expect(locations.length).toBeGreaterThanOrEqual(4);
    for (const block of locations) expect(block).not.toContain('add_header');
    for (const name of Object.keys(securityHeaders({ hstsMaxAge: 600 }))) {
      expect(config).toMatch(new RegExp(`^ {4}add_header ${name} "[^"]+" always;$`, 'm'));
    }
  });

  it('issue 28 §3: nginx never caches a 404 under /assets as immutable', () => {
    const map = /map \$status \$acp_cache_control \{([^}]*)\}/.exec(config)?.[1] ?? '';
    expect(map).toMatch(/^\s*default "no-store";$/m);
    const cached = [...map.matchAll(/^\s*(\d+) /gm)].map((match) => match[1]);
    expect(cached).toEqual(['200', '206', '304']);
    expect(config).toContain('add_header Cache-Control $acp_cache_control always;');
  });

  it('issue 28 §3: sends JavaScript as text/javascript and names no version', () => {
    expect(config).toMatch(/^\s*text\/javascript js mjs;$/m);
    expect(config).not.toContain('mime.types');
    expect(config).toMatch(/^\s*server_tokens off;$/m);
  });

  it('issue 28 §3: serves no byte ranges, so nginx never builds a 416 with the headers twice', () => {
    expect(config).toMatch(/^\s*max_ranges 0;$/m);
  });
});
