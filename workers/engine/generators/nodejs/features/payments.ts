import { code, test } from "../../files";
import { backendFeatureEmitter } from "../../shared/backend/feature-emitter";
import type { BackendFeature } from "../feature";
import { templateText } from "../../template-texts";

export const paymentsBackend: BackendFeature = {
  feature: "payments",
  emitter: backendFeatureEmitter("payments", {
    name: "Payments API (provider interface + local provider)",
    description:
      "Checkout through a PaymentProvider interface, with a local provider for development and tests; " +
      "each payment is stored with its outcome. A Stripe adapter plugs in behind the same interface.",
    emit: () => [
      code("backend/src/features/payments/provider.ts", "backend", templateText("nodejs/templates/backend/src/features/payments/provider.ts")),
      code("backend/src/features/payments/local-provider.ts", "backend", templateText("nodejs/templates/backend/src/features/payments/local-provider.ts")),
      code("backend/src/features/payments/routes.ts", "backend", templateText("nodejs/templates/backend/src/features/payments/routes.ts")),
      test("backend/test/payments.test.ts", templateText("nodejs/templates/backend/test/payments.test.ts")),
    ],
  }),
  services: [
    {
      imports: [
        `import { LocalPaymentProvider } from "./features/payments/local-provider.js";`,
        `import type { PaymentProvider } from "./features/payments/provider.js";`,
      ],
      field: "payments: PaymentProvider",
      create: "payments: new LocalPaymentProvider()",
    },
  ],
  routes: {
    imports: [`import { paymentRoutes } from "./features/payments/routes.js";`],
    mounts: [`app.use("/api/payments", paymentRoutes(services));`],
  },
};
