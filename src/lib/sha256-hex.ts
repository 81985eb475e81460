// D56: the agreement's wording digest, by the browser's own WebCrypto: no hashing library in
// the bundle. `crypto.subtle` exists only in a secure context (https, or this machine), which is
// where the app is served (deploy/).

/** SHA-256 of `text` as UTF-8, in lowercase hex (64 digits). */
export async function sha256Hex(text: string): Promise<string> {
  if (!globalThis.crypto?.subtle) {
    throw new Error('SHA-256 needs WebCrypto, which a browser gives only to a secure (https) page');
  }
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
