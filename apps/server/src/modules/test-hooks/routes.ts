import { Hono, type MiddlewareHandler } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TestHelpers } from 'better-auth/plugins';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/client.ts';
import { session, user } from '../../db/schema/auth.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { resolveActor } from '../../auth/actor.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { errorResponse, noSuchEndpoint } from '../../http/on-error.ts';
import { fromThisMachine } from '../../http/from-this-machine.ts';
import { SeedCreditsBody, seedCredits } from './seed-credits.ts';
import { FlagForReviewBody, flagForReview } from './flag-for-review.ts';
import { SeedItemsBody, seedItems } from './seed-items.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { testPageRoutes } from './test-pages.ts';

// Only mounted when TAGWISE_TEST_HOOKS is on, which config refuses in production. Browser tests use it
// to sign a user in by creating the session directly (no form, no rate limit) and to end sessions
// server-side, the way an expiry would, and to put the signed-in workspace into a credit state (plan,
// usage, a history of charges) that only real AI work could otherwise produce, and to flag items for review
// as an unsure analysis would, and to fill a workspace with thousands of items in one statement. Not part
// of the documented API. Also the web app's test pages (test-pages.ts). Like the development mailbox, the hooks
// answer only the server's own machine, and never through a proxy: a session for any address is an account
// taken over (issue 33).

const Body = z.object({
  email: z.email(),
  name: z.string().min(1).max(100).optional(),
  /** Makes the user a sub-user of this (existing) admin, until team invitations can do it for real. */
  subUserOf: z.email().optional(),
});

export function testHookRoutes(auth: Auth, db: Database, bus: EventBus, trustProxy: boolean) {
  const helpers = async () => ((await auth.$context) as unknown as { test: TestHelpers }).test;

  const onlyThisMachine: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (trustProxy || !fromThisMachine(c)) return noSuchEndpoint(c);
    await next();
  };
  return new Hono<AppEnv>()
    .use('/api/test/*', onlyThisMachine)
    .use('/__test/*', onlyThisMachine)
    .route('/', testPageRoutes())
    .post('/api/test/sessions', async (c) => {
      const parsed = Body.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return errorResponse(c, 400, 'VALIDATION_FAILED', 'email required');
      const test = await helpers();
      const [existing] = await db.select().from(user).where(eq(user.email, parsed.data.email.toLowerCase()));
      const userId =
        existing?.id ??
        (await test.saveUser(test.createUser({ email: parsed.data.email, name: parsed.data.name ?? 'Test User' }))).id;
      if (parsed.data.subUserOf) {
        const [admin] = await db.select().from(user).where(eq(user.email, parsed.data.subUserOf.toLowerCase()));
        if (!admin) return errorResponse(c, 400, 'VALIDATION_FAILED', 'subUserOf must name an existing user');
        const role = { userRole: 'sub_user' as const, adminUserId: admin.id };
        await db
          .insert(userSettings)
          .values({ userId, ...role })
          .onConflictDoUpdate({ target: userSettings.userId, set: role });
      }
      const login = await test.login({ userId });
      return c.json({ userId, cookies: login.cookies });
    })
    .delete('/api/test/sessions', async (c) => {
      const parsed = Body.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return errorResponse(c, 400, 'VALIDATION_FAILED', 'email required');
      const [found] = await db.select().from(user).where(eq(user.email, parsed.data.email.toLowerCase()));
      if (found) await db.delete(session).where(eq(session.userId, found.id));
      return c.body(null, 204);
    })
    .post('/api/test/credits', async (c) => {
      const signedIn = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!signedIn) return errorResponse(c, 401, 'UNAUTHORIZED', 'sign in first');
      const parsed = SeedCreditsBody.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return errorResponse(c, 400, 'VALIDATION_FAILED', z.prettifyError(parsed.error));
      const actor = await resolveActor(db, signedIn.user.id);
      await seedCredits(db, actor, parsed.data);
      // Like a purchase: batches blocked on credits look again.
      await bus.publish({ topic: 'credits', ownerId: actor.ownerId });
      return c.body(null, 204);
    })
    .post('/api/test/needs-review', async (c) => {
      const signedIn = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!signedIn) return errorResponse(c, 401, 'UNAUTHORIZED', 'sign in first');
      const parsed = FlagForReviewBody.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return errorResponse(c, 400, 'VALIDATION_FAILED', z.prettifyError(parsed.error));
      await flagForReview(db, await resolveActor(db, signedIn.user.id), parsed.data);
      return c.body(null, 204);
    })
    .post('/api/test/items', async (c) => {
      const signedIn = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!signedIn) return errorResponse(c, 401, 'UNAUTHORIZED', 'sign in first');
      const parsed = SeedItemsBody.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return errorResponse(c, 400, 'VALIDATION_FAILED', z.prettifyError(parsed.error));
      return c.json(await seedItems(db, await resolveActor(db, signedIn.user.id), parsed.data), 201);
    });
}
