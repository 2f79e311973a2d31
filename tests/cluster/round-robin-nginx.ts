// Debian's nginx in front of the cluster's web processes, round-robin, as a deployment would put it:
// the client's address forwarded (the shop trusts one proxy), request bodies streamed to the web
// process as they arrive (so a process killed mid-upload is killed mid-body), and each answer
// naming the web process that gave it, which the access log counts.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureNginx } from "../../bench/lib/nginx.ts";

/** The header that names the web process (its address) behind each answer. */
export const UPSTREAM_HEADER = "x-upstream";

export interface RoundRobin {
  origin: string;
  process: ChildProcess;
  /** Requests nginx passed to each web process's address, from its access log, failed tries included. */
  requestsPerUpstream(): Map<string, number>;
  stop(): Promise<void>;
}

/**
 * A web process that failed once is left out for 3 s (nginx's default is 10 s), so that one killed and
 * started again takes its share of the test's requests soon after.
 */
function config(prefix: string, port: number, upstreams: number[]): string {
  return `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 512; }
http {
  log_format upstreams '$upstream_addr $status $request_method $uri';
  access_log ${prefix}/access.log upstreams;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  # The shop sets its own body limits per route (decision 021).
  client_max_body_size 0;
  upstream shop {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=3s;`).join("\n")}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_request_buffering off;
      proxy_connect_timeout 2s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Starts nginx on `port` in front of the web processes on `upstreams`, with its files under `dir`. */
export async function startRoundRobin(dir: string, port: number, upstreams: number[]): Promise<RoundRobin> {
  ensureNginx();
  const prefix = path.join(dir, "nginx");
  mkdirSync(prefix, { recursive: true });
  // nginx's workers run as an unprivileged user: they must reach their temp folders.
  chmodSync(dir, 0o755);
  chmodSync(prefix, 0o755);
  const file = path.join(prefix, "nginx.conf");
  writeFileSync(file, config(prefix, port, upstreams));
  const child = spawn("/usr/sbin/nginx", ["-p", prefix, "-e", path.join(prefix, "error.log"), "-c", file], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    process: child,
    requestsPerUpstream() {
      const counts = new Map<string, number>();
      const accessLog = path.join(prefix, "access.log");
      const log = existsSync(accessLog) ? readFileSync(accessLog, "utf8") : "";
      for (const line of log.split("\n")) {
        // "127.0.0.1:4001, 127.0.0.1:4002 502 POST /order/photos": each address tried counts.
        const tried = line.split(" ").filter((word) => /^127\.0\.0\.1:\d+,?$/.test(word));
        for (const address of tried) {
          const key = address.replace(/,$/, "");
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      }
      return counts;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      // SIGQUIT is nginx's graceful stop; its workers leave with the master.
      child.kill("SIGQUIT");
      await exited;
    },
  };
}
