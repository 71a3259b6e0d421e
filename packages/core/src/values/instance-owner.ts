// What the app tells people about things only the person who runs the Tagwise server can do (until
// payments exist, issue 17): everyone else is told whom to ask; the owner gets the exact setting or command
// (docs/decisions/0010-instance-owner.md). Plain values: first-render pages may import them.

export type OwnerTopic = 'credits' | 'plan' | 'ai-provider';

/** What someone who does not run the server reads. */
export const ASK_THE_OWNER: Record<OwnerTopic, string> = {
  credits: 'Ask the person who runs this Tagwise server to add AI credits or change your plan.',
  plan: 'Ask the person who runs this Tagwise server to change your plan.',
  'ai-provider':
    'For full identification, condition and market research, ask the person who runs this Tagwise server to connect a cloud AI provider.',
};

/** What the server's owner reads: the lead-in, then the exact commands or settings. */
export const OWNER_INSTRUCTIONS: Record<OwnerTopic, { lead: string; steps: (email: string) => string[] }> = {
  credits: {
    lead: 'You run this server. To give this account more AI credits, run on the server:',
    steps: (email) => [`npm run admin -- grant ${email} 100`, `npm run admin -- plan ${email} pro-300`],
  },
  plan: {
    lead: 'You run this server. To move this account to the Pro plan, run on the server:',
    steps: (email) => [`npm run admin -- plan ${email} pro-300`],
  },
  'ai-provider': {
    lead: 'You run this server. For full identification, set a cloud provider and its key in the server’s environment, then restart it, for example:',
    steps: () => [
      'AI_PROVIDER=openai AI_API_KEY=sk-…',
      'AI_PROVIDER=google AI_API_KEY=…',
      'AI_PROVIDER=anthropic AI_API_KEY=…',
    ],
  },
};
