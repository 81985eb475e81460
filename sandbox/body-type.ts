import type { MiddlewareHandler } from 'hono';

// Issue 28 §2: a POST says what its body is, and only the types a route reads are taken.
// The provider API is JSON; a type that a page of another site can post without a CORS
// preflight (text/plain, a form) is refused there with 415, so such a page cannot drive the
// API from a visitor's browser.

export type BodyKind = 'json' | 'text' | 'form';

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function isKind(type: string, kind: BodyKind): boolean {
  switch (kind) {
    case 'json':
      return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
    case 'text':
      return type === 'text/plain';
    case 'form':
      return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
  }
}

const NAMES: Record<BodyKind, string> = {
  json: 'application/json',
  text: 'text/plain',
  form: 'application/x-www-form-urlencoded',
};

export function requireBodyType(...kinds: BodyKind[]): MiddlewareHandler {
  const expected = kinds.map((kind) => NAMES[kind]).join(' or ');
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const type = mediaType(c.req.header('content-type'));
    if (kinds.some((kind) => isKind(type, kind))) return next();
    const message = `Content-Type must be ${expected}${type ? `, not ${type}` : ''}`;
    return c.json(
      {
        message,
        errors: [{ code: 'UNSUPPORTED_MEDIA_TYPE', field: 'Content-Type', message }],
      },
      415,
    );
  };
}
