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
      // A declined payment is kept (GET /api/payments lists it) and answered as every failure is.
      if (result.status === "succeeded") res.status(201).json(payment);
      else res.status(402).json({ error: result.failureReason ?? "The payment was declined" });
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
