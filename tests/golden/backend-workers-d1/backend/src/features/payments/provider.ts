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
