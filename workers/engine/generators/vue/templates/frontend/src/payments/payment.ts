/** A payment as the API answers it; amounts are in the currency's smallest unit (cents). */
export interface Payment {
  id: string;
  amount: number;
  currency: string;
  description: string | null;
  status: string;
  failureReason: string | null;
}

/** The local provider's test methods; with a real provider, its card form produces the method instead. */
export const TEST_METHODS = [
  { value: "pm_card_visa", label: "Test card (succeeds)" },
  { value: "pm_card_chargeDeclined", label: "Test card (declined)" },
];

export const money = (payment: Payment) => `${(payment.amount / 100).toFixed(2)} ${payment.currency.toUpperCase()}`;
