import { z } from 'zod';
import { TIERS } from '../values/credits.ts';
import { ASSISTANT_ANSWERERS, ASSISTANT_QUESTION_MAX_LENGTH } from '../values/assistant.ts';
import { Id } from './projects.ts';

export * from '../values/assistant.ts';

/**
 * Where the question was asked (commercial-side.md section 3: page, feature, projectId, itemId, userTier,
 * hasItems, hasProjects). It only steers which help comes first and how the AI words its answer: nothing
 * is read by the ids, which say no more than "on a project's page".
 */
export const ChatContext = z.object({
  page: z.string().max(300).describe('The address the question was asked on, e.g. /projects/…'),
  feature: z
    .string()
    .max(60)
    .nullable()
    .describe('The area of the app or site: projects, project, item, inventory, review, help, pricing, …'),
  projectId: Id.nullable(),
  itemId: Id.nullable(),
  userTier: z.enum(TIERS).nullable().describe('The plan the app shows; null for a visitor or without billing'),
  hasItems: z.boolean(),
  hasProjects: z.boolean(),
});
export type ChatContext = z.infer<typeof ChatContext>;

export const AssistantQuestion = z.object({
  question: z
    .string({ message: 'Ask a question' })
    .trim()
    .min(1, 'Ask a question')
    .max(ASSISTANT_QUESTION_MAX_LENGTH, `A question can be at most ${ASSISTANT_QUESTION_MAX_LENGTH} characters`),
  context: ChatContext,
});
export type AssistantQuestion = z.input<typeof AssistantQuestion>;

/** A help page an answer comes from, where it shows (`/help#price-tags`, `/faq#…`, `/features/…`). */
export const AssistantSource = z.object({
  title: z.string(),
  path: z.string(),
  kind: z.enum(['help', 'faq', 'feature']),
});
export type AssistantSource = z.infer<typeof AssistantSource>;

export const AssistantReply = z.object({
  reply: z.string().describe('The answer, plain text; paragraphs separated by blank lines'),
  sources: z.array(AssistantSource).describe('The help pages the answer comes from, best first'),
  answeredBy: z.enum(ASSISTANT_ANSWERERS),
  found: z.boolean().describe("False when Tagwise's help does not cover the question: the reply says so"),
});
export type AssistantReply = z.infer<typeof AssistantReply>;
