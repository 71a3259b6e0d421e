/**
 * A value made when first asked for, then kept. For what costs something to make and might never be needed
 * on a page: an Intl format, whose first creation starts the browser's ICU data (see us-number.ts), made at
 * a module's top level put that cost into every page's start-up whether or not the page formatted anything.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
