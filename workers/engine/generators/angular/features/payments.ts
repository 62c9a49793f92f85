import { code, test } from "../../files";
import { frontendFeatureEmitter, type AngularFeature } from "../feature";
import checkout from "../templates/frontend/src/app/payments/checkout-screen.ts?raw";
import checkoutTest from "../templates/frontend/src/app/payments/checkout.spec.ts?raw";

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
