import type { Entity } from "../../model";
import { code, lines } from "../files";
import type { GeneratedFile } from "../types";
import { domainNames } from "./domain";
import { fillBlocks } from "../fill-blocks";
import { templateText } from "../template-texts";

/** src/repositories/index.ts: the typed set of repositories, and the in-memory one. */
function repositoriesIndex(stored: readonly Entity[]): string {
  return fillBlocks(templateText("nodejs/templates/backend/src/repositories/index.ts"), {
    imports: lines(
      ...stored.map((entity) => {
        const names = domainNames(entity);
        return `import { ${names.spec}, type ${names.type} } from "../${names.module.slice(2)}";`;
      }),
    ),
    fields: lines(...stored.map((entity) => `${entity.camelPlural}: Repository<${domainNames(entity).type}>;`)),
    specs: lines(...stored.map((entity) => `${domainNames(entity).spec},`)),
    made: lines(...stored.map((entity) => `${entity.camelPlural}: make<${domainNames(entity).type}>(${domainNames(entity).spec}),`)),
  });
}

/** The storage layer: one repository interface, the in-memory store, and the typed set of repositories. */
export function repositoryFiles(stored: readonly Entity[]): GeneratedFile[] {
  return [
    code("backend/src/repositories/repository.ts", "backend", templateText("nodejs/templates/backend/src/repositories/repository.ts")),
    code("backend/src/repositories/memory.ts", "backend", templateText("nodejs/templates/backend/src/repositories/memory.ts")),
    code("backend/src/repositories/index.ts", "backend", repositoriesIndex(stored)),
  ];
}
