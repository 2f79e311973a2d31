// Runs at most `max` async jobs at once and queues the rest in arrival order.

export interface ConcurrencyLimit {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running now and waiting: for tests and logs. */
  readonly active: number;
  readonly waiting: number;
}

export function createConcurrencyLimit(max: number): ConcurrencyLimit {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a positive integer, not ${max}`);
  let active = 0;
  const queue: (() => void)[] = [];

  function next() {
    if (active >= max) return;
    const start = queue.shift();
    if (!start) return;
    active += 1;
    start();
  }

  return {
    run(job) {
      return new Promise((resolve, reject) => {
        queue.push(() => {
          // A job that throws before returning its promise still frees its slot.
          Promise.resolve()
            .then(job)
            .then(resolve, reject)
            .finally(() => {
              active -= 1;
              next();
            });
        });
        next();
      });
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
