// Structured logs: one JSON object per line on stdout, so any log shipper can index them.
// Kept tiny on purpose; the fields (level, msg, requestId, ...) are what matter.

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<LogLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export function createLogger(
  level: LogLevel | 'silent',
  base: Record<string, unknown> = {},
  write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
): Logger {
  const log = (at: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...base, ...fields }, errorReplacer));
  };
  return {
    debug: (msg, fields) => log('debug', msg, fields),
    info: (msg, fields) => log('info', msg, fields),
    warn: (msg, fields) => log('warn', msg, fields),
    error: (msg, fields) => log('error', msg, fields),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}

/** Drizzle's failed-query error: its message and stack carry the statement's parameters (people's data). */
interface QueryError extends Error {
  query: string;
  params: unknown[];
}
const isQueryError = (error: Error): error is QueryError => 'query' in error && 'params' in error;
const stackFrames = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');

function errorReplacer(_key: string, value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  if (isQueryError(value)) {
    // The statement (parameterised, so no values in it) and the database's own code and constraint; never
    // the parameters, nor the driver's "detail", which quotes the offending values.
    const cause = value.cause as { name?: string; message?: string; code?: string; constraint?: string } | undefined;
    return {
      name: 'DrizzleQueryError',
      message: `Failed query: ${value.query}`,
      cause: cause && { name: cause.name, message: cause.message, code: cause.code, constraint: cause.constraint },
      stack: stackFrames(value.stack),
    };
  }
  return { name: value.name, message: value.message, stack: value.stack };
}
