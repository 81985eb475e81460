import { Hono } from 'hono';
import { readJsonBody } from './read-body.ts';
import { resellerCodeBody } from './request-schemas.ts';
import type { SandboxContext } from './sandbox-context.ts';
import { isValidResellerCode } from './scenarios.ts';
import { isUsStateCode } from './us-states.ts';

export function coverageRoutes(context: SandboxContext): Hono {
  const app = new Hono();

  app.get('/public/acp_supported_state/:state', (c) => {
    const state = c.req.param('state').toUpperCase();
    if (!isUsStateCode(state)) {
      return c.json(
        {
          message: `Unknown state code: ${c.req.param('state').slice(0, 10)}`,
          errors: [{ code: 'BAD_REQUEST', message: 'state must be a two-letter US state code' }],
        },
        400,
      );
    }
    return c.json(!context.unsupportedStates.has(state));
  });

  app.post('/public/utility/is_valid_reseller_code', async (c) => {
    const parsed = await readJsonBody(c, resellerCodeBody);
    if (!parsed.ok) return parsed.response;
    return c.json({ isValid: isValidResellerCode(parsed.data.resellerCode) });
  });

  return app;
}
