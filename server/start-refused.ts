// A process that must not start where it would make the cluster unsafe (issue 32, decision 053)
// says why and what to set, on one line an operator reads, rather than as a stack trace, and ends
// with the exit code of a refusal, which npm start and a supervisor do not restart (decision 062).

/**
 * sysexits.h's EX_CONFIG: a start refused for its settings (the environment, the cluster, the
 * storage, the embedded database's folder). The same settings would be refused again, so
 * `npm start` does not start such a server again, nor should a supervisor (RestartPreventExitStatus).
 */
export const CONFIGURATION_EXIT_CODE = 78;

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
  process.exit(CONFIGURATION_EXIT_CODE);
}
