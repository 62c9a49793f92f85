import { afterEach, describe, expect, it, vi } from "vitest";
import { control, mountScreen, unmountAll } from "../test/mount";
import { stubApi } from "../test/stub-api";
import CheckoutScreen from "./CheckoutScreen.vue";

const paid = { id: "p1", amount: 2500, currency: "usd", description: null, status: "succeeded", failureReason: null };

describe("checkout", () => {
  afterEach(() => {
    unmountAll();
    vi.unstubAllGlobals();
  });

  it("takes a payment in cents and says it succeeded", async () => {
    const calls = stubApi({ payments: [] }, { "POST /api/payments/checkout": paid });
    const wrapper = await mountScreen(CheckoutScreen, "/checkout");
    await control(wrapper, "Amount").setValue("25");
    await wrapper.get("form").trigger("submit");
    await vi.waitFor(() => expect(wrapper.text()).toContain("Payment of 25.00 USD succeeded."));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      amount: 2500,
      currency: "usd",
      description: null,
      paymentMethod: "pm_card_visa",
    });
  });
});
