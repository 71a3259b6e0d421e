/**
 * The migrated template test databases are cloned from, named after the TEST_DATABASE_URL's database, so
 * two checkouts testing against one PostgreSQL server (each with its own database) never drop each
 * other's template mid-run.
 */
export function templateDb(testUrl: string): string {
  const name = new URL(testUrl).pathname.replace(/^\//, '').replace(/[^a-z0-9_]/gi, '_') || 'tagwise';
  return `${name}_template`;
}

/** The maintenance database on the same server, for CREATE/DROP DATABASE. */
export function adminUrl(testUrl: string): string {
  const u = new URL(testUrl);
  u.pathname = '/postgres';
  return u.toString();
}

export function databaseUrl(testUrl: string, name: string): string {
  const u = new URL(testUrl);
  u.pathname = `/${name}`;
  return u.toString();
}
