/**
 * One run of a background job per process at a time. A call while it runs joins it and makes it
 * go round once more, so work queued just after the run's last claim is not left for the next
 * poll. A failed run is logged, never thrown at the caller.
 */
export function coalescedRun(
  once: () => Promise<void>,
  onError: (err: unknown) => void,
): { run: () => Promise<void>; idle: () => Promise<void> } {
  let running: Promise<void> | undefined;
  let again = false;

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await once();
      } while (again);
    })()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    run,
    async idle() {
      await running;
    },
  };
}
