// Debian's nginx serving one HTML file with gzip on: the yardstick for our server's throughput.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Installs Debian's nginx where it is missing (as root), reading the package lists first if need be. */
export function ensureNginx() {
  if (existsSync("/usr/sbin/nginx")) return;
  if (process.getuid?.() !== 0) throw new Error("nginx is missing: sudo apt-get install -y nginx");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () => execFileSync("apt-get", ["install", "-y", "-q", "nginx"], { stdio: "inherit", env });
  try {
    install();
  } catch {
    // A fresh machine has no package lists yet.
    execFileSync("apt-get", ["update", "-q"], { stdio: "inherit", env });
    install();
  }
}

export function startNginx(html: string, port: number): ChildProcess {
  ensureNginx();
  const prefix = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  // nginx's workers run as an unprivileged user: they must be able to read the page.
  chmodSync(prefix, 0o755);
  mkdirSync(path.join(prefix, "logs"));
  mkdirSync(path.join(prefix, "html"));
  writeFileSync(path.join(prefix, "html", "index.html"), html);
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    `worker_processes 2;
daemon off;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  gzip on;
  gzip_min_length 0;
  server {
    listen 127.0.0.1:${port};
    root ${prefix}/html;
    location / { default_type "text/html; charset=utf-8"; try_files /index.html =404; }
  }
}
`,
  );
  return spawn("/usr/sbin/nginx", ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], {
    stdio: "inherit",
  });
}
