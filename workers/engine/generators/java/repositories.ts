import type { AppModel, Entity } from "../../model";
import { code, lines } from "../files";
import type { GeneratedFile } from "../types";
import { importLine, javaFile, mainPath, packageLine, recordNames } from "./names";
import { templateText } from "../template-texts";

const repositoryInterface = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/repositories/Repository.java"), model);

const recordStore = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/repositories/RecordStore.java"), model);

const recordInUse = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/repositories/RecordInUseException.java"), model);

const duplicateValue = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/repositories/DuplicateValueException.java"), model);

const memoryStore = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/repositories/MemoryStore.java"), model);

/** repositories/Repositories.java: one repository per stored record, built from one store. */
function repositoriesFile(model: AppModel, stored: readonly Entity[]): string {
  return lines(
    packageLine(model, "repositories"),
    "",
    ...stored.map((entity) => importLine(model, "domain", recordNames(entity).spec)),
    importLine(model, "domain", "RecordSpec"),
    "import java.util.List;",
    "",
    "/** Every record type's repository, from the memory store or the database. */",
    "public final class Repositories {",
    "  /** Every table, referenced ones first (the order they are created in). */",
    "  public static final List<RecordSpec> SPECS = List.of(",
    stored.map((entity) => `      ${recordNames(entity).spec}.SPEC`).join(",\n"),
    "  );",
    "",
    ...stored.map((entity) => `  private final Repository ${recordNames(entity).accessor};`),
    "",
    "  public Repositories(RecordStore store) {",
    ...stored.map((entity) => `    this.${recordNames(entity).accessor} = store.repository(${recordNames(entity).spec}.SPEC);`),
    "  }",
    ...stored.flatMap((entity) => [
      "",
      `  public Repository ${recordNames(entity).accessor}() {`,
      `    return ${recordNames(entity).accessor};`,
      "  }",
    ]),
    "}",
  );
}

export function repositoryFiles(model: AppModel, stored: readonly Entity[]): GeneratedFile[] {
  const file = (name: string, content: string) => code(mainPath(model, "repositories", `${name}.java`), "backend", content);
  return [
    file("Repository", repositoryInterface(model)),
    file("RecordStore", recordStore(model)),
    file("RecordInUseException", recordInUse(model)),
    file("DuplicateValueException", duplicateValue(model)),
    file("MemoryStore", memoryStore(model)),
    file("Repositories", repositoriesFile(model, stored)),
  ];
}
