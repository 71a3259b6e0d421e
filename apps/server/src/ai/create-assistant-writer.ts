import {
  ASSISTANT_MAX_OUTPUT_TOKENS,
  ASSISTANT_OPENAI_MODEL,
  ASSISTANT_TEMPERATURE,
  ASSISTANT_TIMEOUT_MS,
  type ChatContext,
} from '@tagwise/core/schemas/assistant';
import type { AiConfig } from '../config.ts';
import { ASSISTANT_SYSTEM_PROMPT, assistantRequestText, type PromptPassage } from './assistant-prompt.ts';
import { AiProviderError } from './photo-analyzer.ts';

export interface AssistantWriteInput {
  question: string;
  context: ChatContext;
  role: 'admin' | 'sub_user';
  unknownWords: readonly string[];
  passages: readonly PromptPassage[];
  signal?: AbortSignal;
}

/** Words an answer to a help question from the passages the search found; a provider failure is an AiProviderError. */
export interface AssistantWriter {
  /** "openai", "google", ...: who is asked. */
  readonly provider: string;
  readonly model: string;
  write(input: AssistantWriteInput): Promise<string>;
}

/**
 * The model for the chatbot (core-app.md section 7): gpt-4o-mini on OpenAI; other providers' catalogues
 * have no such name, so they use the configured model.
 */
export const assistantModelName = (ai: AiConfig) => (ai.provider === 'openai' ? ASSISTANT_OPENAI_MODEL : ai.model);

/** With no provider configured (the offline default), none: the help search answers on its own. */
export function createAssistantWriter(
  ai: AiConfig | undefined,
  timeoutMs = ASSISTANT_TIMEOUT_MS,
): AssistantWriter | null {
  if (!ai) return null;
  const model = assistantModelName(ai);
  return {
    provider: ai.provider,
    model,
    write: async ({ signal, ...request }) => {
      // The AI SDK and its providers (~11 MB of heap) load on the first question, so a server without a
      // provider never holds them (DESIGN section 8: <= 300 MB idle).
      const [{ generateText }, { createProviderModel }, { classifyProviderError }] = await Promise.all([
        import('ai'),
        import('./provider-model.ts'),
        import('./classify-provider-error.ts'),
      ]);
      const timer = AbortSignal.timeout(timeoutMs);
      try {
        const result = await generateText({
          model: createProviderModel({ ...ai, model }),
          // One attempt: the person can ask again, and a retry would spend the operator's key twice.
          maxRetries: 0,
          maxOutputTokens: ASSISTANT_MAX_OUTPUT_TOKENS,
          temperature: ASSISTANT_TEMPERATURE,
          abortSignal: signal ? AbortSignal.any([signal, timer]) : timer,
          instructions: ASSISTANT_SYSTEM_PROMPT,
          prompt: assistantRequestText(request),
        });
        const text = result.text.trim();
        if (!text) throw new AiProviderError('no-text');
        return text;
      } catch (error) {
        if (error instanceof AiProviderError) throw error;
        const kind = classifyProviderError(error, timer.aborted);
        if (kind) throw new AiProviderError(kind, { cause: error });
        throw error;
      }
    },
  };
}
