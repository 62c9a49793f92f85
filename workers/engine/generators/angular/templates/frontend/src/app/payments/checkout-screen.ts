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
const money = (payment: Payment) => `${(payment.amount / 100).toFixed(2)} ${payment.currency.toUpperCase()}`;

/** /checkout: take a payment and see the recent ones. */
@Component({
  selector: "app-checkout-screen",
  imports: [ErrorMessage],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
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
  `,
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
      this.result.set(`Payment of ${money(payment)} succeeded.`);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 402) this.result.set("The payment was declined.");
      else this.error.set(failure);
    }
    await this.payments.reload();
  }
}
