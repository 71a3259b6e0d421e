import { z } from 'zod';

export const MailboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export const MailboxResponse = z.object({ messages: z.array(MailboxMessage) });
export type MailboxResponse = z.infer<typeof MailboxResponse>;
