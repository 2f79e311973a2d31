// Runs at most `max` async jobs at once and queues the rest in arrival order; with `maxWaiting`,
// a job that finds the queue full is refused at once instead of waiting behind everyone.

export interface ConcurrencyLimit {
  /** Rejects with QueueFull, without running `job`, when `maxWaiting` jobs are waiting already. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running now and waiting: for tests and logs. */
  readonly active: number;
  readonly waiting: number;
}

/** The queue holds as many jobs as it may: the caller answers "busy, try again shortly". */
export class QueueFull extends Error {
  readonly waiting: number;
  constructor(waiting: number) {
    super(`The queue is full (${waiting} waiting)`);
    this.name = "QueueFull";
    this.waiting = waiting;
  }
}

export function createConcurrencyLimit(max: number, maxWaiting = Number.POSITIVE_INFINITY): ConcurrencyLimit {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a positive integer, not ${max}`);
  if (!(maxWaiting >= 0)) throw new RangeError(`maxWaiting must not be negative, not ${maxWaiting}`);
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
      // A free slot takes the job at once; only jobs that would wait count against the bound.
      if (active >= max && queue.length >= maxWaiting) return Promise.reject(new QueueFull(queue.length));
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
