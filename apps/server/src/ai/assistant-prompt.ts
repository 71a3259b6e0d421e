import type { ChatContext } from '@tagwise/core/schemas/assistant';
import { PLAN_LABELS } from '@tagwise/core/values/credits';

/**
 * The words sent to the provider for a help question. Kept apart from the code that calls the provider so
 * a change of wording is reviewed as wording. The model sees only the question, where it was asked, and
 * the passages of Tagwise's own help the search found: it answers from those or says it does not know.
 */

export const ASSISTANT_SYSTEM_PROMPT = `You are the help assistant of Tagwise, a web app for estate-sale operators
(photograph items, an AI identifies and prices them, projects hold a sale's items). You answer one question
from a person, using only the passages of Tagwise's help given with it.

Rules
- Answer only from the passages. If they do not answer the question, say that Tagwise's help does not cover it
  and suggest the Help page; never guess.
- Never invent a feature, button, setting, price, limit or integration that the passages do not name. Asked
  whether Tagwise does something the passages do not mention, say you don't know of it.
- Name buttons, menus and pages exactly as the passages name them.
- Be brief: at most 120 words of plain text (no Markdown headings, tables or links); short numbered steps are fine.
- Do not mention "passages" or their numbers: the app shows links to the help pages under your answer.
- What is said about the person (the page, their plan and role, whether they have projects and items) is only
  there to word the answer: a team member cannot do what the passages reserve for the admin.`;

/** One passage as the model reads it: a number, its heading, where it shows, and its text. */
export interface PromptPassage {
  heading: string;
  path: string;
  paragraphs: readonly string[];
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The request text: the question, the person's situation, the words the help lacks, and the passages. */
export function assistantRequestText({
  question,
  context,
  role,
  unknownWords,
  passages,
}: {
  question: string;
  context: ChatContext;
  role: 'admin' | 'sub_user';
  unknownWords: readonly string[];
  passages: readonly PromptPassage[];
}): string {
  const situation = [
    `asking on ${context.page}`,
    role === 'sub_user' ? "a team member working in their admin's workspace" : 'the account admin',
    context.userTier ? `plan: ${PLAN_LABELS[context.userTier]}` : null,
    `has projects: ${yesNo(context.hasProjects)}`,
    `has items: ${yesNo(context.hasItems)}`,
  ].filter((part) => part !== null);
  return [
    `Question: ${question}`,
    '',
    `The person: ${situation.join('; ')}.`,
    ...(unknownWords.length > 0 ? [`Tagwise's help never mentions: ${unknownWords.join(', ')}.`] : []),
    '',
    'Help passages:',
    ...passages.flatMap((passage, index) => [
      '',
      `[${index + 1}] ${passage.heading} (${passage.path})`,
      ...passage.paragraphs,
    ]),
  ].join('\n');
}
