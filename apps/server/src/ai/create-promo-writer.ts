import { writePromoFromTemplate, type PromoFacts } from '@tagwise/core/promo/template-promo';
import {
  AiPromoDraft,
  PROMO_MAX_OUTPUT_TOKENS,
  PROMO_OPENAI_MODELS,
  PROMO_TEMPERATURE,
  PROMO_TIMEOUT_MS,
  readPromoAnswer,
  type PromoFields,
  type PromoSource,
} from '@tagwise/core/schemas/promo';
import type { AiConfig } from '../config.ts';
import { AiProviderError } from './photo-analyzer.ts';
import { promoRequestText, PROMO_SYSTEM_PROMPT } from './promo-prompt.ts';

export interface PromoWriteInput {
  facts: PromoFacts;
  /** The stronger model (core-app.md section 6: enterprise). */
  strong: boolean;
  signal?: AbortSignal;
}

/** Writes a project's promotional material: the configured provider, or the offline template. */
export interface PromoWriter {
  readonly source: PromoSource;
  /** "openai", "google", ...; null for the template. */
  readonly provider: string | null;
  /** The fields, and the model that wrote them (null for the template); a provider failure is an AiProviderError. */
  write(input: PromoWriteInput): Promise<{ fields: PromoFields; model: string | null }>;
}

/** With no provider configured (the offline default), the template writer; it costs no credit. */
export function createPromoWriter(ai: AiConfig | undefined, timeoutMs = PROMO_TIMEOUT_MS): PromoWriter {
  if (!ai) {
    return {
      source: 'template',
      provider: null,
      write: ({ facts }) => Promise.resolve({ fields: writePromoFromTemplate(facts), model: null }),
    };
  }
  return {
    source: 'ai',
    provider: ai.provider,
    write: (input) => writeWithProvider(ai, input, timeoutMs),
  };
}

/**
 * The model for the call. On OpenAI the spec names them (core-app.md section 7: gpt-4o for enterprise,
 * else gpt-4o-mini); other providers' catalogues have no such pair we could name, so they use the
 * configured model for every plan.
 */
export function promoModelName(ai: AiConfig, strong: boolean): string {
  if (ai.provider !== 'openai') return ai.model;
  return strong ? PROMO_OPENAI_MODELS.strong : PROMO_OPENAI_MODELS.standard;
}

async function writeWithProvider(
  ai: AiConfig,
  { facts, strong, signal }: PromoWriteInput,
  timeoutMs: number,
): Promise<{ fields: PromoFields; model: string }> {
  const modelName = promoModelName(ai, strong);
  const [{ generateText, NoObjectGeneratedError, Output }, { createProviderModel }, { classifyProviderError }] =
    await loadAiSdk();
  const timer = AbortSignal.timeout(timeoutMs);
  try {
    const result = await generateText({
      model: createProviderModel({ ...ai, model: modelName }),
      // One attempt: a second one would cost the operator again for what the person can retry by pressing
      // Regenerate, which refunds the failed credit first.
      maxRetries: 0,
      maxOutputTokens: PROMO_MAX_OUTPUT_TOKENS,
      temperature: PROMO_TEMPERATURE,
      abortSignal: signal ? AbortSignal.any([signal, timer]) : timer,
      output: Output.object({
        schema: AiPromoDraft,
        name: 'promo_content',
        description: 'Promotional material for one estate sale',
      }),
      instructions: PROMO_SYSTEM_PROMPT,
      prompt: promoRequestText(facts),
    });
    const read = readPromoAnswer(result.output);
    if (!read.ok) throw new AiProviderError('unparseable');
    return { fields: read.fields, model: modelName };
  } catch (error) {
    if (error instanceof AiProviderError) throw error;
    // The answer did not fit the schema as it stood (a fourth post, a missing idea's field): read it
    // leniently before giving up, so a near miss still gives the person their text.
    if (NoObjectGeneratedError.isInstance(error)) {
      if (!error.text?.trim()) throw new AiProviderError('no-text', { cause: error });
      const read = readPromoAnswer(parseJson(error.text));
      if (read.ok) return { fields: read.fields, model: modelName };
      throw new AiProviderError('unparseable', { cause: error });
    }
    const kind = classifyProviderError(error, timer.aborted);
    if (kind) throw new AiProviderError(kind, { cause: error });
    throw error;
  }
}

/**
 * The AI SDK and its providers (~11 MB of heap) load on the first call: an offline server, which writes
 * from the template, never needs them (DESIGN section 8: <= 300 MB idle).
 */
const loadAiSdk = () =>
  Promise.all([import('ai'), import('./provider-model.ts'), import('./classify-provider-error.ts')] as const);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
