import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

// One place for the JSON shapes of error answers (D22: errors use the success shapes).

export type FieldProblem = { field?: string; message: string };

export function badRequest(c: Context, problems: readonly FieldProblem[]): Response {
  const messages = problems.map((problem) => problem.message);
  return c.json(
    {
      message: `Invalid request: ${messages.join('; ')}`,
      errors: problems.map((problem) => ({
        code: 'BAD_REQUEST',
        ...(problem.field === undefined ? {} : { field: problem.field }),
        message: problem.message,
      })),
    },
    400,
  );
}

export function messageAnswer(c: Context, status: ContentfulStatusCode, message: string): Response {
  return c.json({ message }, status);
}

export function jsonAnswer(c: Context, status: number, body: unknown): Response {
  return c.json(body as object, status as ContentfulStatusCode);
}
