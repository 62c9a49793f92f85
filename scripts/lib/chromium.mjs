// The Chromium every browser run here uses: CHROMIUM_PATH when set, Debian's when installed, else the one
// the @sparticuz/chromium npm package ships. Never a download.
import { existsSync } from "node:fs";

export async function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const { default: sparticuz } = await import("@sparticuz/chromium");
  return sparticuz.executablePath();
}
