import { code, test } from "../../files";
import { frontendFeatureEmitter } from "../../shared/frontend/feature";
import type { VueFeature } from "../feature";
import { templateText } from "../../template-texts";

export const paymentsVue: VueFeature = {
  feature: "payments",
  emitter: frontendFeatureEmitter("payments", {
    name: "Checkout screen",
    description: "A checkout screen that takes a payment through the API and lists recent payments.",
    emit: () => [
      code("frontend/src/payments/payment.ts", "frontend", templateText("vue/templates/frontend/src/payments/payment.ts")),
      code("frontend/src/payments/CheckoutScreen.vue", "frontend", templateText("vue/templates/frontend/src/payments/CheckoutScreen.vue")),
      test("frontend/src/payments/checkout.test.ts", templateText("vue/templates/frontend/src/payments/checkout.test.ts")),
    ],
  }),
  router: {
    imports: [`import CheckoutScreen from "./payments/CheckoutScreen.vue";`],
    routes: [`{ path: "/checkout", component: CheckoutScreen }`],
  },
};
