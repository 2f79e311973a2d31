// Preloaded into the server by the slow-client test (`--import`): writes the process's heap and
// RSS to HEAP_REPORT_FILE twice a second, so the test can say what the held connections cost.
import { appendFileSync } from "node:fs";

const file = process.env.HEAP_REPORT_FILE;
if (file) {
  setInterval(() => {
    const { heapUsed, rss } = process.memoryUsage();
    appendFileSync(file, `${JSON.stringify({ at: Date.now(), heapUsed, rss })}\n`);
  }, 500).unref();
}
