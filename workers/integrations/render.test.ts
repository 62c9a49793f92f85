import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type ProviderClient } from "./provider-http";
import { createRenderService, renderOwner, setRenderRoutes } from "./render";

/**
 * The Render adapter against the local stand-in (tests/setup/fake-platforms.ts), which answers as Render's
 * OpenAPI description (generated into github:render-oss/cli's client) has it: a RoutePut is type, source and
 * destination, and the list's order is the priority.
 */

const API = env.RENDER_API_URL;
const seenSchema = z.array(z.object({ method: z.string(), path: z.string(), body: z.unknown() }));
const seen = async () => seenSchema.parse(await (await fetch(`${API}/_fake/seen`)).json());

describe("a static site's routes on Render", () => {
  it("are sent as Render's RoutePut, in priority order and without a priority field", async () => {
    const client: ProviderClient = { baseUrl: API, token: "render-routes-token" };
    const owner = await renderOwner(client);
    const { service } = await createRenderService(client, { type: "static_site", name: "routes-shop", ownerId: owner.id, repo: "https://github.com/octo/routes-shop", branch: "main" });
    const routes = [
      { type: "rewrite", source: "/api/*", destination: "https://routes-shop-api.onrender.test/api/*" },
      { type: "rewrite", source: "/*", destination: "/index.html" },
    ];
    await setRenderRoutes(client, service.id, routes);
    const put = (await seen()).filter((request) => request.method === "PUT" && request.path === `/services/${service.id}/routes`).at(-1);
    expect(put?.body).toEqual(routes);

    // What the stand-in answers to the old body, as Render's description has no `priority` on RoutePut.
    const withPriority = await fetch(`${API}/services/${service.id}/routes`, {
      method: "PUT",
      headers: { Authorization: "Bearer render-routes-token", "Content-Type": "application/json" },
      body: JSON.stringify(routes.map((route, priority) => ({ ...route, priority }))),
    });
    expect(withPriority.status).toBe(400);
    expect(await withPriority.json()).toMatchObject({ message: expect.stringContaining('unknown field "priority"') });
  });
});
