import { describe, expect, it } from "vitest";
import { openApiDocument } from "../src/openapi.js";
import { createTestClient, request } from "./helpers.js";

describe("/api/openapi.json", () => {
  it("serves the document the tests check every answer against, without signing in", async () => {
    const { app } = await createTestClient();
    const response = await request(app).get("/api/openapi.json").expect(200);
    expect(response.body).toEqual(openApiDocument);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining({{paths}}));
  });
});
