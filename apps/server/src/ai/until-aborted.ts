/**
 * The work's result, or the signal's reason as soon as the signal aborts. For work that cannot be stopped
 * midway (an inference already running): the caller is not held past its deadline, and whatever the work
 * ends with later is dropped.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // The reason is the timeout's or the canceller's DOMException; anything else still rejects as an abort.
    const stop = () =>
      reject(
        signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted', 'AbortError'),
      );
    if (signal.aborted) stop();
    signal.addEventListener('abort', stop, { once: true });
    void work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}
