import { Hono } from 'hono';
import { readJsonBody } from './read-body.ts';
import { contactHookBody } from './request-schemas.ts';
import type { SandboxContext } from './sandbox-context.ts';
import { CONTACT_FAILURE_MESSAGE, CONTACT_FAILURE_TRIGGER } from './scenarios.ts';

export function contactRoutes(context: SandboxContext): Hono {
  const app = new Hono();

  // The app posts as text/plain so the browser sends no CORS preflight to a chat webhook.
  app.post('/hooks/contact', async (c) => {
    const parsed = await readJsonBody(c, contactHookBody);
    if (!parsed.ok) return parsed.response;
    const { text, channel, username } = parsed.data;
    if (CONTACT_FAILURE_TRIGGER.test(text)) {
      return c.json({ ok: false, message: CONTACT_FAILURE_MESSAGE }, 500);
    }
    context.db
      .prepare(
        'INSERT INTO contact_messages (text, channel, username, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(text, channel, username, new Date().toISOString());
    return c.json({ ok: true });
  });

  return app;
}
