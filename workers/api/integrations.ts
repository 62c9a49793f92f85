import { Hono } from "hono";
import { z } from "zod";
import { connectIntegrationSchema, INTEGRATION_PROVIDERS, PROVIDER_LABELS, type IntegrationProvider } from "../contract/integrations";
import { findIntegration, listIntegrations, removeIntegration, saveIntegration, toApiIntegration } from "../db/integrations";
import type { Db } from "../db/client";
import type { Env } from "../env";
import { ProviderError, type ProviderClient } from "../integrations/provider-http";
import { PROVIDERS, providerBaseUrl } from "../integrations/providers";
import { openStoredToken, sealToken } from "../integrations/secrets";
import type { AppEnv } from "./context";
import { validate } from "./context";
import { ApiError, badRequest, notFound } from "./errors";

/** A provider's refusal as the API's error: the user's to fix (400), a wait (429), a plan limit (402), or the provider's (502). */
export function providerProblem(error: ProviderError): ApiError {
  switch (error.failure) {
    case "bad_token":
    case "refused":
      return badRequest(error.message, "provider_refused");
    case "rate_limited":
      return new ApiError(429, "provider_rate_limited", error.message);
    case "name_taken":
      return new ApiError(409, "provider_name_taken", error.message);
    case "quota":
      return new ApiError(402, "provider_quota", error.message);
    case "not_found":
    case "unavailable":
      return new ApiError(502, "provider_unavailable", error.message);
  }
}

/** The user's client for a provider from their stored token, or null when they have not connected it. */
export async function providerClientFor(env: Env, secret: string, db: Db, userId: string, provider: IntegrationProvider): Promise<ProviderClient | null> {
  const row = await findIntegration(db, userId, provider);
  if (!row) return null;
  const token = await openStoredToken(secret, row);
  return token ? { baseUrl: providerBaseUrl(env, provider), token } : null;
}

const providerParam = validate("param", z.object({ provider: z.enum(INTEGRATION_PROVIDERS, { error: `provider must be one of ${INTEGRATION_PROVIDERS.join(", ")}` }) }));

/**
 * /integrations: the user's connections to outside services. A token is checked with the provider before it
 * is kept, kept encrypted, and never sent back: the browser sees only the account it belongs to.
 */
export const integrationsApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    const rows = await listIntegrations(c.var.db, c.var.user.id);
    return c.json({ success: true as const, integrations: rows.map(toApiIntegration) });
  })
  .put("/:provider", providerParam, validate("json", connectIntegrationSchema), async (c) => {
    const provider: IntegrationProvider = c.req.valid("param").provider;
    const { token } = c.req.valid("json");
    let accountName: string;
    try {
      accountName = await PROVIDERS[provider].account({ baseUrl: providerBaseUrl(c.env, provider), token });
    } catch (error) {
      if (error instanceof ProviderError) throw providerProblem(error);
      throw error;
    }
    const sealed = await sealToken(c.var.config.AUTH_SECRET, token, { userId: c.var.user.id, provider });
    const row = await saveIntegration(c.var.db, c.var.user.id, provider, sealed, accountName);
    return c.json({ success: true as const, integration: toApiIntegration(row), message: `${PROVIDER_LABELS[provider]} connected as ${accountName}` });
  })
  .delete("/:provider", providerParam, async (c) => {
    const provider: IntegrationProvider = c.req.valid("param").provider;
    if (!(await removeIntegration(c.var.db, c.var.user.id, provider))) throw notFound(`${PROVIDER_LABELS[provider]} is not connected`);
    return c.json({ success: true as const, message: `${PROVIDER_LABELS[provider]} disconnected: its token is deleted` });
  });
