// A process that must not start where it would make the cluster unsafe (issue 32, decision 053)
// says why and what to set, on one line an operator reads, rather than as a stack trace.

/** Starting would be unsafe; the message names what to set or stop. */
export class StartRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StartRefused";
  }
}

/** Ends the process with the refusal's message on stderr, or rethrows any other failure. */
export function exitIfRefused(error: unknown): never {
  if (!(error instanceof StartRefused)) throw error;
  process.stderr.write(`Refusing to start: ${error.message}\n`);
  process.exit(1);
}
