import { code, test } from "../../files";
import { frontendFeatureEmitter } from "../../shared/frontend/feature";
import type { VueFeature } from "../feature";
import payment from "../templates/frontend/src/payments/payment.ts?raw";
import checkout from "../templates/frontend/src/payments/CheckoutScreen.vue?raw";
import checkoutTest from "../templates/frontend/src/payments/checkout.test.ts?raw";

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
