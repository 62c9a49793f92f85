import { code, test } from "../../files";
import { phpFeatureEmitter, type PhpFeature } from "../feature";
import chargeRequest from "../templates/backend/src/Features/Payments/ChargeRequest.php?raw";
import chargeResult from "../templates/backend/src/Features/Payments/ChargeResult.php?raw";
import provider from "../templates/backend/src/Features/Payments/PaymentProvider.php?raw";
import localProvider from "../templates/backend/src/Features/Payments/LocalPaymentProvider.php?raw";
import routes from "../templates/backend/src/Features/Payments/PaymentRoutes.php?raw";
import paymentsTest from "../templates/backend/tests/Features/PaymentsTest.php?raw";

export const paymentsPhp: PhpFeature = {
  feature: "payments",
  emitter: phpFeatureEmitter("payments", {
    name: "Payments API (provider interface + local provider)",
    description:
      "Checkout through a PaymentProvider interface, with a local provider for development and tests; " +
      "each payment is stored with its outcome. A Stripe adapter plugs in behind the same interface.",
    emit: () => [
      code("backend/src/Features/Payments/ChargeRequest.php", "backend", chargeRequest),
      code("backend/src/Features/Payments/ChargeResult.php", "backend", chargeResult),
      code("backend/src/Features/Payments/PaymentProvider.php", "backend", provider),
      code("backend/src/Features/Payments/LocalPaymentProvider.php", "backend", localProvider),
      code("backend/src/Features/Payments/PaymentRoutes.php", "backend", routes),
      test("backend/tests/Features/PaymentsTest.php", paymentsTest),
    ],
  }),
  services: [
    {
      uses: ["use App\\Features\\Payments\\LocalPaymentProvider;", "use App\\Features\\Payments\\PaymentProvider;"],
      param: "public readonly PaymentProvider $payments,",
      create: "payments: new LocalPaymentProvider(),",
    },
  ],
  routes: {
    uses: ["use App\\Features\\Payments\\PaymentRoutes;"],
    mounts: ["PaymentRoutes::register($this->routes, $services);"],
  },
};
