const UNIQUE_VIOLATION = '23505';

/** True for PostgreSQL's unique_violation, whether the driver error is thrown as is or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? e.code : undefined);
  return code(error) === UNIQUE_VIOLATION || code((error as { cause?: unknown } | null)?.cause) === UNIQUE_VIOLATION;
}
