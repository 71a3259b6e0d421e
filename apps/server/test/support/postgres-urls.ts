export const TEMPLATE_DB = 'tagwise_test_template';

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
