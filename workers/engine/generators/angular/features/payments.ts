import { code, test } from "../../files";
import { frontendFeatureEmitter, type AngularFeature } from "../feature";

const checkout = `
import { ChangeDetectionStrategy, Component, signal } from "@angular/core";
import { ApiError, request } from "../api/client";
import { ErrorMessage } from "../components/error-message";
import { valueOf } from "../components/events";
import { loadRecords } from "../components/records";

export interface Payment {
  id: string;
  amount: number;
  currency: string;
  description: string | null;
  status: string;
  failureReason: string | null;
}

/** The local provider's test methods; with a real provider, its card form produces the method instead. */
const TEST_METHODS = [
  { value: "pm_card_visa", label: "Test card (succeeds)" },
  { value: "pm_card_chargeDeclined", label: "Test card (declined)" },
];

const listPayments = () => request<Payment[]>("GET", "/api/payments");
const money = (payment: Payment) => \`\${(payment.amount / 100).toFixed(2)} \${payment.currency.toUpperCase()}\`;

/** /checkout: take a payment and see the recent ones. */
@Component({
  selector: "app-checkout-screen",
  imports: [ErrorMessage],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: \`
    <section class="screen">
      <header class="screen-header">
        <h1>Checkout</h1>
      </header>
      <app-error-message [error]="error() ?? payments.error()" />
      @if (result(); as message) {
        <p role="status">{{ message }}</p>
      }
      <form class="form card" (submit)="pay($event)">
        <div class="field">
          <label for="amount" class="required">Amount</label>
          <input id="amount" type="number" min="0.01" step="0.01" required [value]="amount()" (input)="amount.set(valueOf($event))" />
        </div>
        <div class="field">
          <label for="currency">Currency</label>
          <input id="currency" maxlength="3" [value]="currency()" (input)="currency.set(valueOf($event))" />
        </div>
        <div class="field">
          <label for="description">Description</label>
          <input id="description" [value]="description()" (input)="description.set(valueOf($event))" />
        </div>
        <div class="field">
          <label for="method">Payment method</label>
          <select id="method" (change)="method.set(valueOf($event))">
            @for (option of methods; track option.value) {
              <option [value]="option.value" [selected]="option.value === method()">{{ option.label }}</option>
            }
          </select>
        </div>
        <button type="submit" class="button">Pay</button>
      </form>
      <h2>Recent payments</h2>
      @if (payments.records().length === 0) {
        <p class="muted">No payments yet.</p>
      } @else {
        <ul>
          @for (payment of payments.records(); track payment.id) {
            <li>{{ money(payment) }}: {{ payment.status }}{{ payment.description ? " (" + payment.description + ")" : "" }}</li>
          }
        </ul>
      }
    </section>
  \`,
})
export class CheckoutScreen {
  protected readonly methods = TEST_METHODS;
  protected readonly payments = loadRecords(listPayments);
  protected readonly amount = signal("");
  protected readonly currency = signal("usd");
  protected readonly description = signal("");
  protected readonly method = signal(TEST_METHODS[0]?.value ?? "");
  protected readonly result = signal<string | null>(null);
  protected readonly error = signal<unknown>(null);
  protected readonly valueOf = valueOf;
  protected readonly money = money;

  protected async pay(event: Event): Promise<void> {
    event.preventDefault();
    this.error.set(null);
    this.result.set(null);
    const body = {
      amount: Math.round(Number(this.amount()) * 100),
      currency: this.currency(),
      description: this.description() || null,
      paymentMethod: this.method(),
    };
    try {
      const payment = await request<Payment>("POST", "/api/payments/checkout", body);
      this.result.set(\`Payment of \${money(payment)} succeeded.\`);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 402) this.result.set("The payment was declined.");
      else this.error.set(failure);
    }
    await this.payments.reload();
  }
}
`;

const checkoutTest = `
import { fireEvent, screen, waitFor } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openAt } from "../test/harness";
import { stubApi } from "../test/stub-api";
import { CheckoutScreen } from "./checkout-screen";

const paid = { id: "p1", amount: 2500, currency: "usd", description: null, status: "succeeded", failureReason: null };

describe("checkout", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("takes a payment in cents and says it succeeded", async () => {
    const calls = stubApi({ payments: [] }, { "POST /api/payments/checkout": paid });
    await openAt("/checkout", [{ path: "checkout", component: CheckoutScreen }]);
    expect(screen.getByRole("heading", { level: 1, name: "Checkout" })).toBeTruthy();
    fireEvent.input(screen.getByLabelText("Amount"), { target: { value: "25" } });
    fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    expect(await screen.findByText("Payment of 25.00 USD succeeded.")).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      amount: 2500,
      currency: "usd",
      description: null,
      paymentMethod: "pm_card_visa",
    });
  });

  it("says so when the card is declined", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
        init?.method === "POST"
          ? new Response(JSON.stringify({ error: "Your card was declined." }), { status: 402 })
          : new Response(JSON.stringify([]), { status: 200, headers: { "Content-Type": "application/json" } }),
      ),
    );
    await openAt("/checkout", [{ path: "checkout", component: CheckoutScreen }]);
    fireEvent.input(screen.getByLabelText("Amount"), { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    expect(await screen.findByText("The payment was declined.")).toBeTruthy();
  });
});
`;

export const paymentsAngular: AngularFeature = {
  feature: "payments",
  emitter: frontendFeatureEmitter("payments", {
    name: "Checkout screen",
    description: "A checkout screen that takes a payment through the API and lists recent payments.",
    emit: () => [
      code("frontend/src/app/payments/checkout-screen.ts", "frontend", checkout),
      test("frontend/src/app/payments/checkout.spec.ts", checkoutTest),
    ],
  }),
  routes: {
    imports: [`import { CheckoutScreen } from "./payments/checkout-screen";`],
    inside: [`{ path: "checkout", component: CheckoutScreen }`],
  },
};
