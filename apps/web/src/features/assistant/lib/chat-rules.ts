import type { AssistantSource } from '@tagwise/core/schemas/assistant';

/** A message of the chat (commercial-side.md section 3: id, text, isUser, timestamp), with an answer's links. */
export interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  timestamp: number;
  sources?: AssistantSource[];
  /** The apology after a failure (shown as the assistant's, styled apart). */
  failed?: boolean;
}

/**
 * What the input sends (commercial-side.md section 5): the trimmed text, or nothing when it is empty or a
 * reply is still loading.
 */
export function questionToSend(input: string, loading: boolean): string | null {
  const question = input.trim();
  return question && !loading ? question : null;
}

/** Enter sends; Shift+Enter makes a new line (and so does Enter while an input method is composing). */
export const sendsOnKey = (event: { key: string; shiftKey: boolean; isComposing?: boolean }) =>
  event.key === 'Enter' && !event.shiftKey && !event.isComposing;

/** Suggestions show only while the greeting is the only message (commercial-side.md section 4). */
export const showsSuggestions = (messages: readonly ChatMessage[]) => messages.length === 1;

/** A reply's paragraphs (the server separates them with blank lines). */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
