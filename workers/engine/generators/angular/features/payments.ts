import { code, test } from "../../files";
import { frontendFeatureEmitter, type AngularFeature } from "../feature";
import { templateText } from "../../template-texts";

export const paymentsAngular: AngularFeature = {
  feature: "payments",
  emitter: frontendFeatureEmitter("payments", {
    name: "Checkout screen",
    description: "A checkout screen that takes a payment through the API and lists recent payments.",
    emit: () => [
      code("frontend/src/app/payments/checkout-screen.ts", "frontend", templateText("angular/templates/frontend/src/app/payments/checkout-screen.ts")),
      test("frontend/src/app/payments/checkout.spec.ts", templateText("angular/templates/frontend/src/app/payments/checkout.spec.ts")),
    ],
  }),
  routes: {
    imports: [`import { CheckoutScreen } from "./payments/checkout-screen";`],
    inside: [`{ path: "checkout", component: CheckoutScreen }`],
  },
};
