import { {{vitest}} } from "vitest";
import { {{checks}} } from "./entity-checks.js";
{{fixtureImport}}
import { createTestClient } from "./helpers.js";

describe({{base}}, () => {
  it({{lifecycle}}, async () => {
    await {{check}}(await createTestClient());
  });
  {{requiredTest}}

  it({{missing}}, async () => {
    const client = await createTestClient();
    await client.get({{missingPath}}).expect(404);
    await client.delete({{missingPath}}).expect(404);
  });
  {{referenceTests}}
  {{dateTest}}
});
