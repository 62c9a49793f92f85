import type { AppModel } from "../../model";
import { lines, test } from "../files";
import { entityList, storedRecords } from "../records";
import type { EmitterDefinition, GeneratedFile } from "../types";
import { javaDatabase } from "./databases";
import { domainFiles } from "./domain";
import { importLine, packageLine, testPath } from "./names";
import { repositoryFiles } from "./repositories";

/** DatabaseTest.java: the entity checks against the real database, where DATABASE_URL is set (CI starts one). */
function databaseTest(model: AppModel): GeneratedFile {
  const label = javaDatabase(model).label;
  return test(
    testPath(model, "", "DatabaseTest.java"),
    lines(
      packageLine(model, ""),
      "",
      "import static org.junit.jupiter.api.Assertions.assertFalse;",
      "",
      importLine(model, "support", "EntityChecks"),
      importLine(model, "support", "TestClient"),
      "import org.junit.jupiter.api.DisplayName;",
      "import org.junit.jupiter.api.Test;",
      "import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;",
      "import org.springframework.beans.factory.annotation.Autowired;",
      "import org.springframework.boot.test.autoconfigure.web.servlet.AutoConfigureMockMvc;",
      "import org.springframework.boot.test.context.SpringBootTest;",
      "import org.springframework.test.web.servlet.MockMvc;",
      "",
      `/** Runs where a database is configured (CI starts a ${label} service); skipped on a laptop without one. */`,
      `@SpringBootTest(properties = {"app.auth-secret=", "app.environment=development", "app.upload-dir="})`,
      "@AutoConfigureMockMvc",
      `@EnabledIfEnvironmentVariable(named = "DATABASE_URL", matches = ".+")`,
      `@DisplayName(${JSON.stringify(`${label} repositories`)})`,
      "class DatabaseTest {",
      "  @Autowired",
      "  private MockMvc mvc;",
      "",
      "  @Test",
      `  @DisplayName("stores, reads, updates and deletes every record type, and keeps referenced ones")`,
      "  void everyRecordType() throws Exception {",
      "    TestClient client = TestClient.signedIn(mvc);",
      "    for (EntityChecks.Check check : EntityChecks.ENTITY_CHECKS) {",
      "      check.run(client);",
      "    }",
      "    for (EntityChecks.Check check : EntityChecks.REFERENCE_CHECKS) {",
      "      check.run(client);",
      "    }",
      "    assertFalse(EntityChecks.ENTITY_CHECKS.isEmpty());",
      "  }",
      "}",
    ),
  );
}

/** The backend's records: specs and validation, one repository interface with an in-memory store and the database behind it. */
export const javaDataModel: EmitterDefinition = {
  id: "data-model",
  agent: "backend",
  name: (model) => `Data model & schema (${javaDatabase(model).label})`,
  description: (model: AppModel) =>
    `Record specs and validation for ${entityList(model)}, one repository interface with an in-memory store ` +
    `(so tests need no database server) and the ${javaDatabase(model).label} ${model.stack.database === "mongodb" ? "collections" : "Flyway migration"} and repository behind it.`,
  dependsOn: ["architecture"],
  applies: () => true,
  covers: { entities: true, kinds: ["business"] },
  emit: (model) => {
    const stored = storedRecords(model);
    return [...domainFiles(model, stored), ...repositoryFiles(model, stored), ...javaDatabase(model).files(model), databaseTest(model)];
  },
};
