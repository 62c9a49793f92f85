import { Hono } from "hono";
import { z } from "zod";
import { HttpError, idParam, type AppEnv } from "../../http/errors.js";
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
export function paymentRoutes({ repositories, payments, events }: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post("/checkout", async (c) => {
    const input = checkout.parse(c.get("body"));
    const result = await payments.charge(input);
    const payment = await repositories.payments.create({
      amount: input.amount,
      currency: input.currency,
      description: input.description,
      status: result.status,
      providerReference: result.providerReference,
      failureReason: result.failureReason,
    });
    await events.publish({ topic: "payments", action: "created", id: payment.id });
    // A declined payment is kept (GET /api/payments lists it) and answered as every failure is.
    if (result.status === "succeeded") return c.json(payment, 201);
    return c.json({ error: result.failureReason ?? "The payment was declined" }, 402);
  });
  routes.get("/", async (c) => c.json(await repositories.payments.list()));
  routes.get("/:id", async (c) => {
    const payment = await repositories.payments.get(idParam(c, "Payment"));
    if (!payment) throw new HttpError(404, "Payment not found");
    return c.json(payment);
  });
  return routes;
}
