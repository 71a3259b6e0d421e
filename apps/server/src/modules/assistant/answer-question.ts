import { AppError } from '@tagwise/core/errors';
import { ASSISTANT_MESSAGES, type AssistantReply, type ChatContext } from '@tagwise/core/schemas/assistant';
import type { AssistantWriter } from '../../ai/create-assistant-writer.ts';
import { AiProviderError } from '../../ai/photo-analyzer.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Logger } from '../../logger.ts';
import { helpReply, notFoundReply, passageHeading, sourceOf } from './compose-reply.ts';
import type { HelpSearch } from './help-search.ts';
import { nearDocs } from './steer.ts';

export interface AssistantDeps {
  search: HelpSearch;
  /** The cloud AI that words answers from the passages; null offline (the help search answers alone). */
  writer: AssistantWriter | null;
  /** Whether the workspace may have one more AI-worded answer now (the operator's key has a ceiling). */
  mayUseAi: (actor: Actor) => boolean;
  billed: boolean;
}

/**
 * One question to the help assistant (commercial-side.md sections 2-5; core-app.md sections 7 and 8). The
 * help search finds the passages of Tagwise's own help that answer it. When the help does not cover it the
 * answer says so, without asking any AI. Otherwise a signed-in person on a server with a cloud AI gets the
 * AI's wording of those passages only, with links to them; a visitor (`actor` null), a server without a
 * cloud AI, and a workspace past its hourly ceiling get the best passage itself. A provider that fails is
 * the spec's "Chatbot service unavailable"; no credit is charged either way.
 */
export async function answerQuestion(
  { search, writer, mayUseAi, billed }: AssistantDeps,
  {
    actor,
    question,
    context,
    logger,
    signal,
  }: { actor: Actor | null; question: string; context: ChatContext; logger: Logger; signal?: AbortSignal },
): Promise<AssistantReply> {
  const retrieval = search.search(question, { docIds: nearDocs(context) });
  if (!retrieval.found) return notFoundReply(retrieval, billed);
  if (!actor || !writer || !mayUseAi(actor)) return helpReply(retrieval);

  try {
    const reply = await writer.write({
      question,
      context,
      role: actor.role,
      unknownWords: retrieval.unknownWords,
      passages: retrieval.passages.map((passage) => ({
        heading: passageHeading(passage),
        path: passage.doc.path,
        paragraphs: passage.section.paragraphs,
      })),
      signal,
    });
    return { reply, sources: retrieval.docs.map(sourceOf), answeredBy: 'ai', found: true };
  } catch (error) {
    if (!(error instanceof AiProviderError)) throw error;
    logger.warn('help assistant: the AI provider failed', { kind: error.kind, provider: writer.provider });
    throw new AppError('SERVICE_UNAVAILABLE', ASSISTANT_MESSAGES.serviceUnavailable, { cause: error });
  }
}
