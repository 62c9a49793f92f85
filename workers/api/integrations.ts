import { Hono } from "hono";
import { z } from "zod";
import { connectIntegrationSchema, INTEGRATION_PROVIDERS, PROVIDER_LABELS, type IntegrationProvider } from "../contract/integrations";
import { listIntegrations, removeIntegration, saveIntegration, toApiIntegration } from "../db/integrations";
import { ProviderError } from "../integrations/provider-http";
import { PROVIDERS, providerBaseUrl } from "../integrations/providers";
import { sealToken } from "../integrations/secrets";
import type { AppEnv } from "./context";
import { validate } from "./context";
import { notFound } from "./errors";
import { providerProblem } from "./provider-errors";

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
    const sealed = await sealToken(c.var.config.TOKEN_ENCRYPTION_KEY, token, { userId: c.var.user.id, provider });
    const row = await saveIntegration(c.var.db, c.var.user.id, provider, sealed, accountName);
    return c.json({ success: true as const, integration: toApiIntegration(row), message: `${PROVIDER_LABELS[provider]} connected as ${accountName}` });
  })
  .delete("/:provider", providerParam, async (c) => {
    const provider: IntegrationProvider = c.req.valid("param").provider;
    if (!(await removeIntegration(c.var.db, c.var.user.id, provider))) throw notFound(`${PROVIDER_LABELS[provider]} is not connected`);
    return c.json({ success: true as const, message: `${PROVIDER_LABELS[provider]} disconnected: its token is deleted` });
  });
