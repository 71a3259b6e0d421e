/**
 * A lazily loaded part of the app whose code could not be fetched (no connection, or a deploy replaced
 * the file). Told apart from an error in the part itself, so only this one is answered with "try again".
 */
export class ModuleLoadError extends Error {
  constructor(cause: unknown) {
    super('The code for this part of Tagwise could not be loaded.', { cause });
    this.name = 'ModuleLoadError';
  }
}
