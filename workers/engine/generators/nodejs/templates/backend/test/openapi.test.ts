import request from "supertest";
import { describe, expect, it } from "vitest";
import { createTestClient } from "./helpers.js";

describe("/api/openapi.json", () => {
  it("describes every route of the API, without signing in", async () => {
    const { app } = await createTestClient();
    const response = await request(app).get("/api/openapi.json").expect(200);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining({{paths}}));
  });
});
