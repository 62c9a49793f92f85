import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../test/stub-api";
import { CheckoutScreen } from "./CheckoutScreen";

const paid = { id: "p1", amount: 2500, currency: "usd", description: null, status: "succeeded", failureReason: null };

describe("checkout", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("takes a payment in cents and says it succeeded", async () => {
    const calls = stubApi({ payments: [] }, { "POST /api/payments/checkout": paid });
    render(<CheckoutScreen />);
    fireEvent.change(screen.getByLabelText("Amount"), { target: { value: "25" } });
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
});
