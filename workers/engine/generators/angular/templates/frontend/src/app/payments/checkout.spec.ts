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
