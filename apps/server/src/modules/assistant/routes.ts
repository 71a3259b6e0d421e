import { createRoute } from '@hono/zod-openapi';
import { ASSISTANT_MESSAGES, ASSISTANT_PATH, AssistantQuestion, AssistantReply } from '@tagwise/core/schemas/assistant';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import { countOf } from '@tagwise/core/values/plural';
import type { AssistantWriter } from '../../ai/create-assistant-writer.ts';
import { createAttemptLimiter } from '../../auth/attempt-limiter.ts';
import type { Auth } from '../../auth/auth.ts';
import { optionalActor } from '../../auth/optional-actor.ts';
import type { Database } from '../../db/client.ts';
import { clientAddress } from '../../http/client-address.ts';
import { jsonBody, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import { answerQuestion } from './answer-question.ts';
import { createHelpSearch, type HelpSearch } from './help-search.ts';

/** One address may ask this many times the per-person limit (a shop's people behind one connection). */
const ADDRESS_CEILING_FACTOR = 5;

export interface AssistantLimits {
  /** Questions per minute per person (a visitor: per address). */
  perMinute: number;
  /** AI-worded answers per hour per workspace; past it the help search answers alone. */
  aiPerHour: number;
}

const route = createRoute({
  method: 'post',
  path: ASSISTANT_PATH,
  tags: ['Help assistant'],
  summary:
    "Ask the help assistant: answers come from Tagwise's own help (help articles, FAQ, feature pages), worded by the cloud AI for signed-in people when the server has one, the best passage itself otherwise. Visitors may ask too.",
  request: { body: jsonBody(AssistantQuestion) },
  responses: {
    200: jsonResponse(AssistantReply, 'The answer and the help pages it comes from'),
    400: jsonResponse(ErrorResponse, 'No question, or one too long'),
    429: jsonResponse(ErrorResponse, 'Too many questions for now; Retry-After says when to ask again'),
    503: jsonResponse(ErrorResponse, ASSISTANT_MESSAGES.serviceUnavailable),
  },
});

/** "Too many questions. Try again in 45 seconds." */
export const tooManyQuestionsMessage = (seconds: number) =>
  `Too many questions. Try again in ${seconds < 60 ? countOf(seconds, 'second') : countOf(Math.ceil(seconds / 60), 'minute')}.`;

export function assistantRoutes({
  auth,
  db,
  writer,
  billed,
  trustProxy,
  limits,
}: {
  auth: Auth;
  db: Database;
  writer: AssistantWriter | null;
  billed: boolean;
  trustProxy: boolean;
  limits: AssistantLimits;
}) {
  const perMinute = createAttemptLimiter(60_000);
  const aiPerHour = createAttemptLimiter(3_600_000);
  // Built at the first question rather than at start: most servers' first minutes have none.
  let search: HelpSearch | undefined;
  const deps = {
    get search() {
      return (search ??= createHelpSearch(billed));
    },
    writer,
    billed,
    mayUseAi: (actor: { ownerId: string }) => aiPerHour.attempt(actor.ownerId, limits.aiPerHour).allowed,
  };

  return createRouter().openapi(route, async (c) => {
    const { question, context } = c.req.valid('json');
    const actor = await optionalActor(auth, db, c.req.raw.headers);
    const address = clientAddress(c, trustProxy);
    for (const [key, limit] of [
      [actor ? `person:${actor.userId}` : `visitor:${address}`, limits.perMinute],
      [`address:${address}`, limits.perMinute * ADDRESS_CEILING_FACTOR],
    ] as const) {
      const verdict = perMinute.attempt(key, limit);
      if (!verdict.allowed) {
        c.header('Retry-After', String(verdict.retryAfterSeconds));
        const message = tooManyQuestionsMessage(verdict.retryAfterSeconds);
        return c.json({ error: { code: 'RATE_LIMITED', message } }, 429);
      }
    }
    const reply = await answerQuestion(deps, {
      actor,
      question,
      context,
      logger: c.var.logger,
      signal: c.req.raw.signal,
    });
    return c.json(reply, 200);
  });
}
