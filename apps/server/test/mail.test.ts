import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { mailOutbox } from '../src/db/schema/mail.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { startFakeSmtpServer } from './fakes/smtp-server.ts';
import { createTestDatabase } from './support/test-database.ts';
import { createTestApp } from './support/test-app.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const message = { to: 'ops@example.com', subject: 'Your sale is live', text: 'Hello\n.\nThe end' };

describe('mail without SMTP', () => {
  it('stores the message in the outbox, prints it, and shows it in the development mailbox', async () => {
    const lines: string[] = [];
    const mailer = createMailer({
      db: database.db,
      logger: createLogger('info', {}, (l) => lines.push(l)),
      smtpUrl: undefined,
      from: 'Tagwise <no-reply@tagwise.local>',
    });
    expect(mailer.transport).toBe('outbox');
    await mailer.send(message);
    expect(lines.join('\n')).toContain('Your sale is live');

    const t = await createTestApp({ database });
    const res = await t.request('/api/dev/mailbox');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { messages: { to: string; subject: string; text: string }[] };
    expect(body.messages[0]).toMatchObject(message);
  });

  it('has no development mailbox in production or when SMTP is configured', async () => {
    const prod = await createTestApp({
      database,
      env: {
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://tagwise.example.com',
      },
    });
    expect((await prod.request('/api/dev/mailbox')).status).toBe(404);
    const smtp = await createTestApp({ database, env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    expect((await smtp.request('/api/dev/mailbox')).status).toBe(404);
  });
});

describe('mail over SMTP', () => {
  it('delivers through the SMTP server and logs it as sent', async () => {
    const smtp = await startFakeSmtpServer();
    try {
      const mailer = createMailer({
        db: database.db,
        logger: createLogger('silent'),
        smtpUrl: smtp.url,
        from: 'Tagwise <no-reply@tagwise.local>',
      });
      expect(mailer.transport).toBe('smtp');
      await mailer.send(message);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ from: 'no-reply@tagwise.local', to: ['ops@example.com'] });
      expect(smtp.received[0]?.data).toContain('Subject: Your sale is live');
      expect(smtp.received[0]?.data).toContain('\n.\n'); // the lone dot survived dot-stuffing
      const rows = await database.db.select().from(mailOutbox);
      expect(rows.some((r) => r.transport === 'smtp' && r.status === 'sent')).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it('reports a refused delivery and records it as failed', async () => {
    const smtp = await startFakeSmtpServer({ rejectRecipients: true });
    try {
      const mailer = createMailer({
        db: database.db,
        logger: createLogger('silent'),
        smtpUrl: smtp.url,
        from: 'Tagwise <no-reply@tagwise.local>',
      });
      await expect(mailer.send({ ...message, to: 'ghost@example.com' })).rejects.toThrow();
      const rows = await database.db.select().from(mailOutbox);
      const failed = rows.find((r) => r.toAddress === 'ghost@example.com');
      expect(failed).toMatchObject({ status: 'failed', transport: 'smtp' });
      expect(failed?.error).toContain('550');
    } finally {
      await smtp.close();
    }
  });
});
