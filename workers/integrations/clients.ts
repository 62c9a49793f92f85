import type { IntegrationProvider } from "../contract/integrations";
import type { Db } from "../db/client";
import { findIntegration } from "../db/integrations";
import type { Env } from "../env";
import type { ProviderClient } from "./provider-http";
import { providerBaseUrl } from "./providers";
import { openStoredToken } from "./secrets";

/** The user's client for a provider from their stored token, or null when they have not connected it. */
export async function providerClientFor(env: Env, secret: string, db: Db, userId: string, provider: IntegrationProvider): Promise<ProviderClient | null> {
  const row = await findIntegration(db, userId, provider);
  if (!row) return null;
  const token = await openStoredToken(secret, row);
  return token ? { baseUrl: providerBaseUrl(env, provider), token } : null;
}
