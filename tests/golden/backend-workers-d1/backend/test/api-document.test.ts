import { describe, expect, it } from "vitest";
import { checkAnswer, compileEverySchema, schemaProblems } from "./api-document.js";
import { customerInput, orderInput, pickupSlotInput, productInput, productionListInput } from "./fixtures.js";
import { createTestClient } from "./helpers.js";

const JSON_TYPE = { "content-type": "application/json; charset=utf-8" };

describe("the OpenAPI document", () => {
  it("holds only schemas that compile", () => {
    expect(compileEverySchema()).toBeGreaterThan(0);
  });

  it("describes what the tests send as valid input", async () => {
    const client = await createTestClient();
    expect(schemaProblems("ProductInput", await productInput(client))).toBeUndefined();
    expect(schemaProblems("OrderInput", await orderInput(client))).toBeUndefined();
    expect(schemaProblems("CustomerInput", await customerInput(client))).toBeUndefined();
    expect(schemaProblems("PickupSlotInput", await pickupSlotInput(client))).toBeUndefined();
    expect(schemaProblems("ProductionListInput", await productionListInput(client))).toBeUndefined();
  });

  it("fails an answer whose status or body it does not declare", () => {
    const health = { status: 200, headers: JSON_TYPE, text: '{"status":"ok"}', body: { status: "ok" } };
    expect(() => checkAnswer("get", "/api/health", health)).not.toThrow();
    expect(() => checkAnswer("get", "/api/health", { ...health, status: 418 })).toThrow(/does not declare/);
    expect(() => checkAnswer("get", "/api/health", { ...health, body: { status: "down" } })).toThrow(/body/);
    expect(() => checkAnswer("get", "/api/products", { ...health, body: {} })).toThrow(/body/);
    expect(() => checkAnswer("get", "/api/no-such-thing", { ...health, status: 404, body: { error: "No route" } })).not.toThrow();
    expect(() => checkAnswer("get", "/api/no-such-thing", health)).toThrow(/no operation/);
  });
});
