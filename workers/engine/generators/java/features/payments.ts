import type { AppModel } from "../../../model";
import { code, test } from "../../files";
import type { GeneratedFile } from "../../types";
import { javaFeatureEmitter } from "../feature";
import { javaFile, mainPath, testPath } from "../names";
import { templateText } from "../../template-texts";


const chargeRequest = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/features/payments/ChargeRequest.java"), model);

const chargeResult = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/features/payments/ChargeResult.java"), model);

const provider = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/features/payments/PaymentProvider.java"), model);

const localProvider = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/features/payments/LocalPaymentProvider.java"), model);

const paymentsConfig = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/features/payments/PaymentsConfig.java"), model);

const controller = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/features/payments/PaymentsController.java"), model);

const paymentsTest = (model: AppModel) => javaFile(templateText("java/templates/backend/src/test/java/app/PaymentsFeatureTest.java"), model);

export const paymentsEmitter = javaFeatureEmitter("payments", {
  name: "Payments API (provider interface + local provider)",
  description:
    "Checkout through a PaymentProvider interface, with a local provider for development and tests; " +
    "each payment is stored with its outcome. A Stripe adapter plugs in behind the same interface.",
  emit: (model): GeneratedFile[] => {
    const file = (name: string, content: string) => code(mainPath(model, "features/payments", `${name}.java`), "backend", content);
    return [
      file("ChargeRequest", chargeRequest(model)),
      file("ChargeResult", chargeResult(model)),
      file("PaymentProvider", provider(model)),
      file("LocalPaymentProvider", localProvider(model)),
      file("PaymentsConfig", paymentsConfig(model)),
      file("PaymentsController", controller(model)),
      test(testPath(model, "", "PaymentsFeatureTest.java"), paymentsTest(model)),
    ];
  },
});
