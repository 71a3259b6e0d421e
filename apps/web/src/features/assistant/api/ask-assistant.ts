import { useMutation } from '@tanstack/react-query';
import { ASSISTANT_PATH } from '@tagwise/core/values/assistant';
import type { AssistantReply, ChatContext } from '@tagwise/core/schemas/assistant';
import { apiFetch } from '@/lib/api-client';

export interface AskAssistantInput {
  question: string;
  context: ChatContext;
}

/** One question to the help assistant, with where it was asked (commercial-side.md section 3). */
export const askAssistant = (input: AskAssistantInput) =>
  apiFetch<AssistantReply>(ASSISTANT_PATH, { method: 'POST', json: input });

/** Answers are not cached: the same question on another page may lean to other help. */
export const useAskAssistant = () => useMutation({ mutationFn: askAssistant });
