import { code, test } from "../../files";
import { backendFeatureEmitter } from "../../shared/backend/feature-emitter";
import type { BackendFeature } from "../feature";

const provider = `
export interface ChargeRequest {
  /** In the currency's smallest unit (cents). */
  amount: number;
  currency: string;
  description: string | null;
  /** A payment method token from the provider's client library (or a local test method). */
  paymentMethod: string;
}

export interface ChargeResult {
  status: "succeeded" | "failed";
  providerReference: string;
  failureReason: string | null;
}

/**
 * Where payments are taken. The app ships with a local provider so it runs and tests with no account;
 * a Stripe (or other) adapter implements this interface and is chosen in services.ts.
 */
export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
`;

const localProvider = `
import { randomUUID } from "node:crypto";
import type { ChargeRequest, ChargeResult, PaymentProvider } from "./provider.js";

/** Local test methods, named like Stripe's: "pm_card_visa" succeeds, this one is declined. */
export const DECLINED_METHOD = "pm_card_chargeDeclined";

export class LocalPaymentProvider implements PaymentProvider {
  readonly name = "local";

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const providerReference = \`local_\${randomUUID()}\`;
    if (request.paymentMethod === DECLINED_METHOD) {
      return { status: "failed", providerReference, failureReason: "The card was declined" };
    }
    return { status: "succeeded", providerReference, failureReason: null };
  }
}
`;

const routes = `
import { Router } from "express";
import { z } from "zod";
import { handle, HttpError, idParam } from "../../http/errors.js";
import type { Services } from "../../services.js";

const checkout = z.object({
  amount: z.number().int().positive(),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, "Use a three-letter currency code")
    .transform((code) => code.toLowerCase())
    .default("usd"),
  description: z.string().trim().max(200).nullable().default(null),
  paymentMethod: z.string().trim().min(1),
});

/** /api/payments: take a payment through the configured provider and keep its record. */
export function paymentRoutes({ repositories, payments, events }: Services): Router {
  const router = Router();
  router.post(
    "/checkout",
    handle(async (req, res) => {
      const input = checkout.parse(req.body);
      const result = await payments.charge(input);
      const payment = await repositories.payments.create({
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        status: result.status,
        providerReference: result.providerReference,
        failureReason: result.failureReason,
      });
      events.publish({ topic: "payments", action: "created", id: payment.id });
      res.status(result.status === "succeeded" ? 201 : 402).json(payment);
    }),
  );
  router.get(
    "/",
    handle(async (_req, res) => {
      res.json(await repositories.payments.list());
    }),
  );
  router.get(
    "/:id",
    handle(async (req, res) => {
      const payment = await repositories.payments.get(idParam(req, "Payment"));
      if (!payment) throw new HttpError(404, "Payment not found");
      res.json(payment);
    }),
  );
  return router;
}
`;

const paymentsTest = `
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
    await client.get(\`/api/payments/\${response.body.id}\`).expect(200);
  });

  it("records a declined card as a failed payment", async () => {
    const client = await createTestClient();
    const response = await client.post("/api/payments/checkout").send({ amount: 100, paymentMethod: DECLINED_METHOD }).expect(402);
    expect(response.body).toMatchObject({ status: "failed", failureReason: "The card was declined" });
  });

  it("rejects an amount that is not a positive whole number of cents", async () => {
    const client = await createTestClient();
    await client.post("/api/payments/checkout").send({ amount: -5, paymentMethod: "pm_card_visa" }).expect(400);
    await client.post("/api/payments/checkout").send({ amount: 1.5, paymentMethod: "pm_card_visa" }).expect(400);
  });
});
`;

export const paymentsBackend: BackendFeature = {
  feature: "payments",
  emitter: backendFeatureEmitter("payments", {
    name: "Payments API (provider interface + local provider)",
    description:
      "Checkout through a PaymentProvider interface, with a local provider for development and tests; " +
      "each payment is stored with its outcome. A Stripe adapter plugs in behind the same interface.",
    emit: () => [
      code("backend/src/features/payments/provider.ts", "backend", provider),
      code("backend/src/features/payments/local-provider.ts", "backend", localProvider),
      code("backend/src/features/payments/routes.ts", "backend", routes),
      test("backend/test/payments.test.ts", paymentsTest),
    ],
  }),
  services: [
    {
      imports: [
        `import { LocalPaymentProvider } from "./features/payments/local-provider.js";`,
        `import type { PaymentProvider } from "./features/payments/provider.js";`,
      ],
      field: "payments: PaymentProvider",
      create: "payments: new LocalPaymentProvider()",
    },
  ],
  routes: {
    imports: [`import { paymentRoutes } from "./features/payments/routes.js";`],
    mounts: [`app.use("/api/payments", paymentRoutes(services));`],
  },
};
