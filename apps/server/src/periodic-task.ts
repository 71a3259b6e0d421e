/**
 * Runs a task at once (work may have piled up while the server was down) and then every intervalMs,
 * without keeping the process alive. The task reports its own failures: the next tick simply tries again.
 */
export function startPeriodicTask(task: () => Promise<void>, intervalMs: number) {
  let running = task();
  const timer = setInterval(() => {
    running = task();
  }, intervalMs);
  timer.unref();
  return {
    /** Stops the timer and waits for a run in progress, so the database can close under it safely. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
