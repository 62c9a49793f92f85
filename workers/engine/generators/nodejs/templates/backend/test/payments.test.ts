import { describe, expect, it } from "vitest";
import { DECLINED_METHOD } from "../src/features/payments/local-provider.js";
import { createTestClient } from "./helpers.js";

describe("/api/payments", () => {
  it("takes a payment and keeps its record", async () => {
    const client = await createTestClient();
    const response = await client
      .post("/api/payments/checkout")
      .send({ amount: 2500, currency: "EUR", description: "First order", paymentMethod: "pm_card_visa" })
      .expect(201);
    expect(response.body).toMatchObject({ amount: 2500, currency: "eur", status: "succeeded", failureReason: null });
    const list = await client.get("/api/payments").expect(200);
    expect(list.body).toHaveLength(1);
    await client.get(`/api/payments/${response.body.id}`).expect(200);
  });

  it("records a declined card as a failed payment", async () => {
    const client = await createTestClient();
    const response = await client.post("/api/payments/checkout").send({ amount: 100, paymentMethod: DECLINED_METHOD }).expect(402);
    // Answered as every failure is; the payment is kept as a failed one.
    expect(response.body).toEqual({ error: "The card was declined" });
    const list = await client.get("/api/payments").expect(200);
    expect(list.body).toEqual([expect.objectContaining({ amount: 100, currency: "usd", status: "failed", failureReason: "The card was declined" })]);
  });

  it("rejects an amount that is not a positive whole number of cents", async () => {
    const client = await createTestClient();
    await client.post("/api/payments/checkout").send({ amount: -5, paymentMethod: "pm_card_visa" }).expect(400);
    await client.post("/api/payments/checkout").send({ amount: 1.5, paymentMethod: "pm_card_visa" }).expect(400);
  });
});
