import { code, test } from "../../files";
import { phpFeatureEmitter, type PhpFeature } from "../feature";
import { templateText } from "../../template-texts";

export const paymentsPhp: PhpFeature = {
  feature: "payments",
  emitter: phpFeatureEmitter("payments", {
    name: "Payments API (provider interface + local provider)",
    description:
      "Checkout through a PaymentProvider interface, with a local provider for development and tests; " +
      "each payment is stored with its outcome. A Stripe adapter plugs in behind the same interface.",
    emit: () => [
      code("backend/src/Features/Payments/ChargeRequest.php", "backend", templateText("php/templates/backend/src/Features/Payments/ChargeRequest.php")),
      code("backend/src/Features/Payments/ChargeResult.php", "backend", templateText("php/templates/backend/src/Features/Payments/ChargeResult.php")),
      code("backend/src/Features/Payments/PaymentProvider.php", "backend", templateText("php/templates/backend/src/Features/Payments/PaymentProvider.php")),
      code("backend/src/Features/Payments/LocalPaymentProvider.php", "backend", templateText("php/templates/backend/src/Features/Payments/LocalPaymentProvider.php")),
      code("backend/src/Features/Payments/PaymentRoutes.php", "backend", templateText("php/templates/backend/src/Features/Payments/PaymentRoutes.php")),
      test("backend/tests/Features/PaymentsTest.php", templateText("php/templates/backend/tests/Features/PaymentsTest.php")),
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
