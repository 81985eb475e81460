// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSafeRedirect } from '../../machines/safe-redirect';

const allowed = ['verifier.example', 'partner.example:8443'];

describe('isSafeRedirect (D16)', () => {
  it.each([
    ['https://app.example/next', true],
    ['https://verifier.example/check?id=1', true],
    ['https://VERIFIER.example/x', true],
    ['https://partner.example:8443/x', true],
    ['http://localhost:4173/api/verifier/x', false],
    ['https://verifier.example:444/x', false],
    ['https://partner.example/x', false],
    ['https://evil.example/x', false],
    ['https://verifier.example.evil.example/x', false],
    ['https://verifier.example@evil.example/x', false],
    ['https://user:pw@verifier.example/x', false],
    ['http://verifier.example/x', false],
    ['javascript:alert(1)', false],
    ['JAVASCRIPT:alert(1)', false],
    ['//evil.example/x', false],
    ['/relative/path', false],
    ['data:text/html,hi', false],
    ['', false],
    ['https://', false],
    // Every trick of D16 with the app's own host as the bait.
    ['https://APP.EXAMPLE/x', true],
    ['http://app.example/x', false],
    ['https://evilapp.example/x', false],
    ['https://app.example.evil.example/x', false],
    ['https://app.example@evil.example/x', false],
    ['https://app.example:443@evil.example/x', false],
    ['https://app.example:444/x', false],
    ['https://app.example./x', false],
    ['https://evil.example#https://app.example/', false],
    ['https://evil.example/?next=https://app.example/', false],
    ['https://evil.example\\@app.example/x', false],
    ['https:evil.example/x', false],
    ['https:/evil.example/x', false],
    ['https:\\\\evil.example/x', false],
    ['/\\evil.example/x', false],
    ['  javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['\u0000javascript:alert(1)', false],
    ['vbscript:msgbox(1)', false],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', false],
    ['blob:https://app.example/0d9a', false],
    ['file:///etc/passwd', false],
    ['ftp://app.example/x', false],
    ['http://localhost.evil.example/x', false],
  ])('%s → %s', (href, expected) => {
    expect(isSafeRedirect(href, 'app.example', allowed)).toBe(expected);
  });

  it('allows plain http only on the loopback host the app runs on', () => {
    expect(isSafeRedirect('http://127.0.0.1:4173/x', '127.0.0.1:4173', [])).toBe(true);
    expect(isSafeRedirect('http://localhost:4173/x', 'localhost:4173', [])).toBe(true);
    expect(isSafeRedirect('http://127.0.0.1:9999/x', '127.0.0.1:4173', [])).toBe(false);
  });
});
