import { useState, type FormEvent } from "react";
import { ApiError, request } from "../api/client";
import { ErrorMessage } from "../components/ErrorMessage";
import { useRecords } from "../components/useRecords";

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
export function CheckoutScreen() {
  const { records, error: listError, reload } = useRecords(listPayments);
  const [amount, setAmount] = useState("");
  const [currency, setCurrency] = useState("usd");
  const [description, setDescription] = useState("");
  const [method, setMethod] = useState(TEST_METHODS[0]?.value ?? "");
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setResult(null);
    const body = { amount: Math.round(Number(amount) * 100), currency, description: description || null, paymentMethod: method };
    try {
      const payment = await request<Payment>("POST", "/api/payments/checkout", body);
      setResult(`Payment of ${money(payment)} succeeded.`);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 402) setResult("The payment was declined.");
      else setError(failure);
    }
    await reload();
  };

  return (
    <section className="screen">
      <header className="screen-header">
        <h1>Checkout</h1>
      </header>
      <ErrorMessage error={error ?? listError} />
      {result && <p role="status">{result}</p>}
      <form className="form card" onSubmit={pay}>
        <div className="field">
          <label htmlFor="amount" className="required">Amount</label>
          <input id="amount" type="number" min="0.01" step="0.01" required value={amount} onChange={(event) => setAmount(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="currency">Currency</label>
          <input id="currency" maxLength={3} value={currency} onChange={(event) => setCurrency(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="description">Description</label>
          <input id="description" value={description} onChange={(event) => setDescription(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="method">Payment method</label>
          <select id="method" value={method} onChange={(event) => setMethod(event.target.value)}>
            {TEST_METHODS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          Pay
        </button>
      </form>
      <h2>Recent payments</h2>
      {records.length === 0 ? (
        <p className="muted">No payments yet.</p>
      ) : (
        <ul>
          {records.map((payment) => (
            <li key={payment.id}>
              {money(payment)}: {payment.status}
              {payment.description ? ` (${payment.description})` : ""}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
