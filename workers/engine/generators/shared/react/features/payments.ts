import { code, test } from "../../../files";
import { frontendFeatureEmitter, type FrontendFeature } from "../../frontend/feature";
import { templateText } from "../../../template-texts";

/** The checkout screen, which the Next.js frontend serves as a page too. */
export const checkout = () => templateText("shared/react/templates/frontend/src/payments/CheckoutScreen.tsx");

export const paymentsFrontend: FrontendFeature = {
  feature: "payments",
  emitter: frontendFeatureEmitter("payments", {
    name: "Checkout screen",
    description: "A checkout screen that takes a payment through the API and lists recent payments.",
    emit: () => [
      code("frontend/src/payments/CheckoutScreen.tsx", "frontend", checkout()),
      test("frontend/src/payments/checkout.test.tsx", templateText("shared/react/templates/frontend/src/payments/checkout.test.tsx")),
    ],
  }),
  app: {
    imports: [`import { CheckoutScreen } from "./payments/CheckoutScreen";`],
    routes: [`<Route path="/checkout" element={<CheckoutScreen />} />`],
  },
};
