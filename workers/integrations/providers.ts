import type { IntegrationProvider } from "../contract/integrations";
import type { Env } from "../env";
import { CLOUDFLARE_API_URL, cloudflareAccount } from "./cloudflare";
import { CURSOR_API_URL, cursorAccount } from "./cursor";
import { DIGITALOCEAN_API_URL, digitalOceanAccount } from "./digitalocean";
import { GITHUB_API_URL, githubAccount } from "./github";
import type { ProviderClient } from "./provider-http";
import { RENDER_API_URL, renderAccount } from "./render";
import { VERCEL_API_URL, vercelAccount } from "./vercel";

interface ProviderEntry {
  /** The provider's public API address, and the variable that points it elsewhere (enterprise hosts, tests). */
  defaultUrl: string;
  urlVariable: "GITHUB_API_URL" | "VERCEL_API_URL" | "RENDER_API_URL" | "DIGITALOCEAN_API_URL" | "CLOUDFLARE_API_URL" | "CURSOR_API_URL";
  /** Who the token belongs to; a bad token is a ProviderError. */
  account(client: ProviderClient): Promise<string>;
}

export const PROVIDERS: Record<IntegrationProvider, ProviderEntry> = {
  github: { defaultUrl: GITHUB_API_URL, urlVariable: "GITHUB_API_URL", account: githubAccount },
  vercel: { defaultUrl: VERCEL_API_URL, urlVariable: "VERCEL_API_URL", account: vercelAccount },
  render: { defaultUrl: RENDER_API_URL, urlVariable: "RENDER_API_URL", account: renderAccount },
  digitalocean: { defaultUrl: DIGITALOCEAN_API_URL, urlVariable: "DIGITALOCEAN_API_URL", account: digitalOceanAccount },
  cloudflare: { defaultUrl: CLOUDFLARE_API_URL, urlVariable: "CLOUDFLARE_API_URL", account: cloudflareAccount },
  cursor: { defaultUrl: CURSOR_API_URL, urlVariable: "CURSOR_API_URL", account: cursorAccount },
};

/** A provider's API address: its variable when set to a URL, else the public host. */
export function providerBaseUrl(env: Env, provider: IntegrationProvider): string {
  const entry = PROVIDERS[provider];
  const configured = (env[entry.urlVariable] ?? "").trim();
  return configured && URL.canParse(configured) ? configured : entry.defaultUrl;
}
