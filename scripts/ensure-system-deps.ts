// Installs the Debian packages the tests drive (Chromium and its headless shell, PostgreSQL, ffmpeg, the offline voices, nginx) where they are missing.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

/** Any installed server version: Debian names its directory after the major version. */
function hasPostgresServer(): boolean {
  const root = "/usr/lib/postgresql";
  return (
    existsSync(root) && readdirSync(root).some((version) => existsSync(`${root}/${version}/bin/postgres`))
  );
}

const NEEDED = [
  { pkg: "chromium", present: () => existsSync("/usr/bin/chromium") },
  // The browser tests drive Chromium's headless shell; Lighthouse and the benchmarks, the browser.
  { pkg: "chromium-headless-shell", present: () => existsSync("/usr/bin/chromium-headless-shell") },
  { pkg: "postgresql", present: hasPostgresServer },
  // The film tests render with Debian's ffmpeg and the npm package's, and probe with Debian's ffprobe.
  { pkg: "ffmpeg", present: () => existsSync("/usr/bin/ffprobe") },
  // The voice tests speak with Debian's engines (and with espeak-ng as WebAssembly, from npm).
  { pkg: "festival", present: () => existsSync("/usr/bin/festival") },
  { pkg: "festvox-kallpc16k", present: () => existsSync("/usr/share/festival/voices/english/kal_diphone") },
  { pkg: "espeak-ng", present: () => existsSync("/usr/bin/espeak-ng") },
  // The cluster test balances two web processes with Debian's nginx, as a deployment would.
  { pkg: "nginx", present: () => existsSync("/usr/sbin/nginx") },
];

const missing = NEEDED.filter(({ present }) => !present()).map(({ pkg }) => pkg);
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing ${missing.join(", ")}: install them with  sudo apt-get install -y ${missing.join(" ")}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(", ")} from Debian…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-q"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-q", ...missing], { stdio: "inherit", env });
}
