import type { ChargeRequest, ChargeResult, PaymentProvider } from "./provider.js";

/** Local test methods, named like Stripe's: "pm_card_visa" succeeds, this one is declined. */
export const DECLINED_METHOD = "pm_card_chargeDeclined";

export class LocalPaymentProvider implements PaymentProvider {
  readonly name = "local";

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const providerReference = `local_${crypto.randomUUID()}`;
    if (request.paymentMethod === DECLINED_METHOD) {
      return { status: "failed", providerReference, failureReason: "The card was declined" };
    }
    return { status: "succeeded", providerReference, failureReason: null };
  }
}
