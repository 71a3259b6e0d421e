import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { createOllama } from 'ollama-ai-provider-v2';
import type { AiConfig } from '../config.ts';

/** The configured provider's model, through its AI SDK package. */
export function createProviderModel(ai: AiConfig): LanguageModel {
  const { apiKey, baseUrl: baseURL, model } = ai;
  switch (ai.provider) {
    case 'openai':
      // Chat completions rather than the Responses API: the format OpenAI-style gateways and proxies speak.
      return createOpenAI({ apiKey, baseURL }).chat(model);
    case 'google':
      return createGoogleGenerativeAI({ apiKey, baseURL })(model);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL })(model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        // config.ts requires AI_BASE_URL for this provider.
        baseURL: baseURL ?? '',
        apiKey,
        supportsStructuredOutputs: true,
      }).chatModel(model);
    case 'ollama':
      return createOllama({ baseURL })(model);
  }
}
