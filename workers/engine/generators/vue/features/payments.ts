import { code, test } from "../../files";
import { frontendFeatureEmitter } from "../../shared/frontend/feature";
import type { VueFeature } from "../feature";

const payment = `
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

export const money = (payment: Payment) => \`\${(payment.amount / 100).toFixed(2)} \${payment.currency.toUpperCase()}\`;
`;

const checkout = `
<script setup lang="ts">
import { ref, shallowRef } from "vue";
import { ApiError, request } from "../api/client";
import ErrorMessage from "../components/ErrorMessage.vue";
import { useRecords } from "../components/useRecords";
import { money, TEST_METHODS, type Payment } from "./payment";

/** /checkout: take a payment and see the recent ones. */
const { records, error: listError, reload } = useRecords(() => request<Payment[]>("GET", "/api/payments"));
const amount = ref("");
const currency = ref("usd");
const description = ref("");
const method = ref(TEST_METHODS[0]?.value ?? "");
const result = ref<string | null>(null);
const error = shallowRef<unknown>(null);

async function pay() {
  error.value = null;
  result.value = null;
  const body = {
    amount: Math.round(Number(amount.value) * 100),
    currency: currency.value,
    description: description.value || null,
    paymentMethod: method.value,
  };
  try {
    const done = await request<Payment>("POST", "/api/payments/checkout", body);
    result.value = \`Payment of \${money(done)} succeeded.\`;
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 402) result.value = "The payment was declined.";
    else error.value = failure;
  }
  await reload();
}
</script>

<template>
  <section class="screen">
    <header class="screen-header">
      <h1>Checkout</h1>
    </header>
    <ErrorMessage :error="error ?? listError" />
    <p v-if="result" role="status">{{ result }}</p>
    <form class="form card" @submit.prevent="pay">
      <div class="field">
        <label for="amount" class="required">Amount</label>
        <input id="amount" v-model="amount" type="number" min="0.01" step="0.01" required />
      </div>
      <div class="field">
        <label for="currency">Currency</label>
        <input id="currency" v-model="currency" maxlength="3" />
      </div>
      <div class="field">
        <label for="description">Description</label>
        <input id="description" v-model="description" />
      </div>
      <div class="field">
        <label for="method">Payment method</label>
        <select id="method" v-model="method">
          <option v-for="option in TEST_METHODS" :key="option.value" :value="option.value">{{ option.label }}</option>
        </select>
      </div>
      <button type="submit" class="button">Pay</button>
    </form>
    <h2>Recent payments</h2>
    <p v-if="records.length === 0" class="muted">No payments yet.</p>
    <ul v-else>
      <li v-for="item in records" :key="item.id">
        {{ money(item) }}: {{ item.status }}{{ item.description ? \` (\${item.description})\` : "" }}
      </li>
    </ul>
  </section>
</template>
`;

const checkoutTest = `
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
`;

export const paymentsVue: VueFeature = {
  feature: "payments",
  emitter: frontendFeatureEmitter("payments", {
    name: "Checkout screen",
    description: "A checkout screen that takes a payment through the API and lists recent payments.",
    emit: () => [
      code("frontend/src/payments/payment.ts", "frontend", payment),
      code("frontend/src/payments/CheckoutScreen.vue", "frontend", checkout),
      test("frontend/src/payments/checkout.test.ts", checkoutTest),
    ],
  }),
  router: {
    imports: [`import CheckoutScreen from "./payments/CheckoutScreen.vue";`],
    routes: [`{ path: "/checkout", component: CheckoutScreen }`],
  },
};
