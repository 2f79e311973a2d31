// Installs the Debian packages the tests drive (Chromium for now) where they are missing.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const NEEDED = [{ binary: "/usr/bin/chromium", pkg: "chromium" }];

const missing = NEEDED.filter(({ binary }) => !existsSync(binary)).map(({ pkg }) => pkg);
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
