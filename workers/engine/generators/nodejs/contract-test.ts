import type { AppModel } from "../../model";
import { lines, test } from "../files";
import { contractRoutes } from "../qa/contract-screens";
import type { GeneratedFile } from "../types";
import { fillBlocks } from "../fill-blocks";
import { templateText } from "../template-texts";

/** The qa task's API contract test for the Node backend: every route the architecture promises is served. */
export const nodeContractTests = (model: AppModel): GeneratedFile[] => [
  test(
    "backend/test/api-contract.test.ts",
    fillBlocks(templateText("nodejs/templates/backend/test/api-contract.test.ts"), { routes: lines(...contractRoutes(model).map((route) => `${JSON.stringify(route)},`)) }),
  ),
];
