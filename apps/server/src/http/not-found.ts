import { AppError } from '@tagwise/core/errors';

/** A row that does not exist and a row of another workspace look the same from outside: 404. */
export function orNotFound<T>(row: T | undefined | null, message: string): T {
  if (row === undefined || row === null) throw new AppError('NOT_FOUND', message);
  return row;
}
