// TEMPORARY (engine helper): the e2e config with a server that honours E2E_FAULT_INJECTION. Delete after use.
import base from "./playwright.config";
process.env.E2E_FAULT_INJECTION ??= "ui-search:3";
export default { ...base, webServer: { ...base.webServer, command: "node tests/e2e/serve-engine-tmp.mjs" } };
