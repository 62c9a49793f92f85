import type { IntegrationProvider } from "../contract/integrations";
import type { Db } from "../db/client";
import { findIntegration, resealIntegration } from "../db/integrations";
import type { Env, TokenKeys } from "../env";
import type { ProviderClient } from "./provider-http";
import { providerBaseUrl } from "./providers";
import { openStoredToken, sealToken } from "./secrets";

/**
 * The user's client for a provider from their stored token, or null when they have not connected it.
 * A token sealed with the key before a rotation is sealed again with the current one as it is used.
 */
export async function providerClientFor(env: Env, keys: TokenKeys, db: Db, userId: string, provider: IntegrationProvider): Promise<ProviderClient | null> {
  const row = await findIntegration(db, userId, provider);
  if (!row) return null;
  const opened = await openStoredToken(keys, row);
  if (opened?.sealedWith === "previous") {
    await resealIntegration(db, row, await sealToken(keys.current, opened.token, { userId: row.userId, provider: row.provider }));
  }
  const token = opened?.token ?? null;
  return token ? { baseUrl: providerBaseUrl(env, provider), token } : null;
}
