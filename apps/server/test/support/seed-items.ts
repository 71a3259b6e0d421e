import type { Database } from '../../src/db/client.ts';
import { items, projects, user } from '../../src/db/schema/index.ts';

/**
 * A workspace with one project of `count` items, written straight to the database for tests about how
 * the database answers (plans, statistics) rather than about the API. Every fifth item has no tag price.
 */
export async function seedItems(db: Database, ownerId: string, count: number): Promise<{ projectId: string }> {
  const now = new Date();
  await db.insert(user).values({
    id: ownerId,
    name: ownerId,
    email: `${ownerId}@example.com`,
    emailVerified: false,
    createdAt: now,
    updatedAt: now,
  });
  const [project] = await db.insert(projects).values({ ownerId, name: 'Sale' }).returning({ id: projects.id });
  await db.insert(items).values(
    Array.from({ length: count }, (_, n) => ({
      ownerId,
      projectId: project!.id,
      tagCode: `T${n}`,
      name: `Lot ${n}`,
      category: n % 2 ? 'Tools' : 'Decor',
      condition: 'Good',
      tagPrice: n % 5 ? n : null,
    })),
  );
  return { projectId: project!.id };
}
