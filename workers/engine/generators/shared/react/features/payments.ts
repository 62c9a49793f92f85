import { code, test } from "../../../files";
import { frontendFeatureEmitter, type FrontendFeature } from "../../frontend/feature";
import checkout from "../templates/frontend/src/payments/CheckoutScreen.tsx?raw";
import checkoutTest from "../templates/frontend/src/payments/checkout.test.tsx?raw";

export { checkout };

export const paymentsFrontend: FrontendFeature = {
  feature: "payments",
  emitter: frontendFeatureEmitter("payments", {
    name: "Checkout screen",
    description: "A checkout screen that takes a payment through the API and lists recent payments.",
    emit: () => [
      code("frontend/src/payments/CheckoutScreen.tsx", "frontend", checkout),
      test("frontend/src/payments/checkout.test.tsx", checkoutTest),
    ],
  }),
  app: {
    imports: [`import { CheckoutScreen } from "./payments/CheckoutScreen";`],
    routes: [`<Route path="/checkout" element={<CheckoutScreen />} />`],
  },
};
