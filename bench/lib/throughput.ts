// Requests per second and p99 latency for one URL, with autocannon (bounded in time, loopback only).
import autocannon from "autocannon";

export interface Throughput {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export async function measureThroughput(url: string, seconds: number): Promise<Throughput> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    headers: { "accept-encoding": "gzip" },
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
