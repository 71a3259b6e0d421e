import type { ChatContext } from '@tagwise/core/schemas/assistant';

/** What the chat context says about the person (commercial-side.md section 3); the address says the rest. */
export type PersonContext = Pick<ChatContext, 'userTier' | 'hasItems' | 'hasProjects'>;

/** A visitor of the public pages: no plan, nothing of theirs. */
export const VISITOR: PersonContext = { userTier: null, hasItems: false, hasProjects: false };
