import type { AppModel } from "../../../model";
import { code, test } from "../../files";
import type { GeneratedFile } from "../../types";
import { javaFeatureEmitter } from "../feature";
import { javaFile, mainPath, testPath } from "../names";
import chargeRequestTemplate from "../templates/backend/src/main/java/app/features/payments/ChargeRequest.java?raw";
import chargeResultTemplate from "../templates/backend/src/main/java/app/features/payments/ChargeResult.java?raw";
import providerTemplate from "../templates/backend/src/main/java/app/features/payments/PaymentProvider.java?raw";
import localProviderTemplate from "../templates/backend/src/main/java/app/features/payments/LocalPaymentProvider.java?raw";
import paymentsConfigTemplate from "../templates/backend/src/main/java/app/features/payments/PaymentsConfig.java?raw";
import controllerTemplate from "../templates/backend/src/main/java/app/features/payments/PaymentsController.java?raw";
import paymentsTestTemplate from "../templates/backend/src/test/java/app/PaymentsFeatureTest.java?raw";


const chargeRequest = (model: AppModel) => javaFile(chargeRequestTemplate, model);

const chargeResult = (model: AppModel) => javaFile(chargeResultTemplate, model);

const provider = (model: AppModel) => javaFile(providerTemplate, model);

const localProvider = (model: AppModel) => javaFile(localProviderTemplate, model);

const paymentsConfig = (model: AppModel) => javaFile(paymentsConfigTemplate, model);

const controller = (model: AppModel) => javaFile(controllerTemplate, model);

const paymentsTest = (model: AppModel) => javaFile(paymentsTestTemplate, model);

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
