// Shared by the route tests: the HTTP status a loader or action refuses with (React Router's
// `data(…, { status })` is thrown), or 200 when it answers.
export async function thrownStatus(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
}
