import { Hono } from 'hono';
import * as v from 'valibot';
import { readJsonBody } from './read-body.ts';
import {
  isRegistered,
  noteRepresentative,
  notRegisteredBody,
  REP_ID_PATTERN,
} from './representatives.ts';
import type { SandboxContext } from './sandbox-context.ts';

// D57: the app checks a representative's ID before their shift starts, so a mistyped or
// unregistered one is caught at the start rather than on the applicant's eligibility check.
const verifyBody = v.object({
  repId: v.pipe(
    v.string('repId is required'),
    v.trim(),
    v.regex(REP_ID_PATTERN, 'repId must be a RAD ID: 5 to 20 letters and digits'),
  ),
});

export function representativeRoutes(context: SandboxContext): Hono {
  const app = new Hono();

  app.post('/public/representative/verify', async (c) => {
    const parsed = await readJsonBody(c, verifyBody);
    if (!parsed.ok) return parsed.response;
    const { repId } = parsed.data;
    noteRepresentative(c, { repId });
    if (!isRegistered(context.representatives, repId)) {
      return c.json(notRegisteredBody(repId, false), 400);
    }
    return c.json({ registered: true, repId: repId.toUpperCase() });
  });

  return app;
}
