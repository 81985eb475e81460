// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { contactText, sendContactMessage } from '../../src/api/send-contact-message';

const message = {
  subject: 'Coverage waitlist',
  name: 'Ana Diaz',
  email: 'ana@example.com',
  phone: '5551234567',
  message: 'Hello',
};

describe('the contact webhook', () => {
  it('writes one line per field, in the order B §7 gives', () => {
    expect(contactText(message).split('\n')).toEqual([
      'Subject: Coverage waitlist',
      'Name: Ana Diaz',
      'Email: ana@example.com',
      'Phone number: 5551234567',
      'Message: Hello',
    ]);
  });

  it('posts text/plain JSON with the channel and the username', async () => {
    let seen: Request | undefined;
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      seen = (input instanceof Request ? input : new Request(input, init)).clone();
      return new Response('ok');
    });
    await sendContactMessage(message, { url: 'http://hooks.test/contact', fetch });
    expect(seen?.method).toBe('POST');
    expect(seen?.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(seen?.headers.get('authorization')).toBeNull();
    const body = JSON.parse((await seen?.text()) ?? '');
    expect(body).toEqual({
      text: contactText(message),
      channel: 'website-contact-form',
      username: 'ACP Connect Subscriber',
    });
  });

  it('rejects with the server’s message, else the status text', async () => {
    const withMessage = vi.fn(async () =>
      Response.json({ message: 'Channel archived' }, { status: 500 }),
    );
    await expect(
      sendContactMessage(message, { url: 'http://hooks.test/contact', fetch: withMessage }),
    ).rejects.toMatchObject({ kind: 'rejected', message: 'Channel archived' });

    const bare = vi.fn(async () => new Response('nope', { status: 404, statusText: 'Not Found' }));
    await expect(
      sendContactMessage(message, { url: 'http://hooks.test/contact', fetch: bare }),
    ).rejects.toMatchObject({ kind: 'rejected', message: 'Not Found' });
  });

  it('reads the gateway’s 504 as a time-out (D3)', async () => {
    const gateway = vi.fn(async () =>
      Response.json({ message: 'Endpoint request timed out' }, { status: 504 }),
    );
    await expect(
      sendContactMessage(message, { url: 'http://hooks.test/contact', fetch: gateway }),
    ).rejects.toMatchObject({ kind: 'timeout' });
  });
});
