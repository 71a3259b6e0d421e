// Plain values (no zod) for the help assistant: the widget's first render reads these, and
// schemas/assistant.ts builds the API's shapes from them.

/** The endpoint (DESIGN section 1): answers about Tagwise from its help content, never a generic LLM proxy. */
export const ASSISTANT_PATH = '/api/assistant/messages';

/** The spec's words (commercial-side.md sections 4 and 8; core-app.md section 8), word for word. */
export const ASSISTANT_MESSAGES = {
  /** Shown while a reply is on its way. */
  thinking: 'Thinking...',
  /** The toast when a reply fails. */
  unavailableToast: 'Chatbot temporarily unavailable',
  /** The reply shown in its place. */
  fallbackReply: 'I apologize, but I cannot provide a response right now. Please try again.',
  /** The server's error when the AI provider failed. */
  serviceUnavailable: 'Chatbot service unavailable',
} as const;

/** A question's length limit (the input stops there; the server refuses more). */
export const ASSISTANT_QUESTION_MAX_LENGTH = 500;

/** The chatbot's call (core-app.md section 7): gpt-4o-mini on OpenAI, 500 tokens, temperature 0.7. */
export const ASSISTANT_OPENAI_MODEL = 'gpt-4o-mini';
export const ASSISTANT_MAX_OUTPUT_TOKENS = 500;
export const ASSISTANT_TEMPERATURE = 0.7;
/** The spec names no timeout; 500 tokens take these models about ten seconds, so a silent minute has failed. */
export const ASSISTANT_TIMEOUT_MS = 45_000;

/** Who answered: the help search alone (offline, and always for visitors), or the AI from the passages it found. */
export const ASSISTANT_ANSWERERS = ['help-search', 'ai'] as const;
export type AssistantAnswerer = (typeof ASSISTANT_ANSWERERS)[number];

/** The widget's two places (commercial-side.md section 2): the public pages, and the signed-in app. */
export type AssistantVariant = 'homepage' | 'app';

const AREAS: Record<string, string> = {
  projects: 'projects',
  items: 'item',
  inventory: 'inventory',
  review: 'review',
  queue: 'queue',
  'data-dashboard': 'analytics',
  account: 'account',
  team: 'team',
  'credit-history': 'credits',
  'purchase-credits': 'credits',
  'choose-tier': 'plans',
  welcome: 'plans',
  pricing: 'plans',
  t: 'tag',
  help: 'help',
  faq: 'faq',
  blog: 'blog',
};

/**
 * The area of the app or site an address belongs to: the chat context's `feature` (commercial-side.md
 * section 3), from which the assistant knows which help is nearest. `home` for the landing page, `project`,
 * `promo`, `day-end` and `settlement` for a project's pages, `feature:<slug>` for a feature page, null elsewhere.
 */
/** A project's own pages that have help of their own (the rest are the project's). */
const PROJECT_AREAS: Record<string, string> = { promo: 'promo', 'day-end': 'day-end', settlement: 'settlement' };

export function assistantArea(pathname: string): string | null {
  const [first, second, third] = pathname.split('/').filter(Boolean);
  if (first === undefined || first === 'home') return 'home';
  if (first === 'features' && second) return `feature:${second}`;
  if (first === 'projects' && second) return PROJECT_AREAS[third ?? ''] ?? 'project';
  return AREAS[first] ?? null;
}

/** The assistant's first message, alone until the person asks (then its suggestions go). */
export const ASSISTANT_GREETING =
  "Hi! I'm Tagwise's help assistant. Ask me how to do something in Tagwise: I answer from its help pages.";

/**
 * The questions offered under the greeting (commercial-side.md section 4: only while the greeting is the
 * only message), each answered by the help (the server's tests ask every one). A visitor on the public
 * pages wonders what Tagwise is and does; a signed-in person how to do the next thing. Plan questions only
 * where plans are sold.
 */
export function assistantSuggestions(variant: AssistantVariant, billed: boolean): string[] {
  return variant === 'homepage'
    ? ['What is Tagwise?', 'Does it work offline?', billed ? 'Is there a free plan?' : 'Can my team use one account?']
    : [
        'How do I print price tags?',
        'How do I publish to EstateSales.NET?',
        billed ? 'What happens when I run out of credits?' : 'How do I add a team member?',
      ];
}
