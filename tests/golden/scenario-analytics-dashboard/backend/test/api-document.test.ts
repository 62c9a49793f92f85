import { describe, expect, it } from "vitest";
import { checkAnswer, compileEverySchema, schemaProblems } from "./api-document.js";
import { dataSourceInput, metricInput, reportInput } from "./fixtures.js";
import { createTestClient } from "./helpers.js";

const JSON_TYPE = { "content-type": "application/json; charset=utf-8" };

describe("the OpenAPI document", () => {
  it("holds only schemas that compile", () => {
    expect(compileEverySchema()).toBeGreaterThan(0);
  });

  it("describes what the tests send as valid input", async () => {
    const client = await createTestClient();
    expect(schemaProblems("MetricInput", await metricInput(client))).toBeUndefined();
    expect(schemaProblems("ReportInput", await reportInput(client))).toBeUndefined();
    expect(schemaProblems("DataSourceInput", await dataSourceInput(client))).toBeUndefined();
  });

  it("fails an answer whose status or body it does not declare", () => {
    const health = { status: 200, headers: JSON_TYPE, text: '{"status":"ok"}', body: { status: "ok" } };
    expect(() => checkAnswer("get", "/api/health", health)).not.toThrow();
    expect(() => checkAnswer("get", "/api/health", { ...health, status: 418 })).toThrow(/does not declare/);
    expect(() => checkAnswer("get", "/api/health", { ...health, body: { status: "down" } })).toThrow(/body/);
    expect(() => checkAnswer("get", "/api/metrics", { ...health, body: {} })).toThrow(/body/);
    expect(() => checkAnswer("get", "/api/no-such-thing", { ...health, status: 404, body: { error: "No route" } })).not.toThrow();
    expect(() => checkAnswer("get", "/api/no-such-thing", health)).toThrow(/no operation/);
  });
});
