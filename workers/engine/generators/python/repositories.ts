import type { Entity } from "../../model";
import { lines } from "../files";
import { pyCode as code } from "./files";
import type { GeneratedFile } from "../types";
import { pyNames } from "./names";
import { templateText } from "../template-texts";

/** app/repositories/__init__.py: the set of repositories, and the in-memory one. */
function repositoriesInit(stored: readonly Entity[]): string {
  return lines(
    `"""The repositories of every record type, built from one factory: the memory store's or the database's."""`,
    "from dataclasses import dataclass",
    "from typing import Callable, Tuple",
    "",
    ...stored.map((entity) => `from app.domain.${pyNames(entity).module} import ${pyNames(entity).spec}`),
    "from app.domain.specs import RecordSpec",
    "from app.repositories.memory import MemoryStore",
    "from app.repositories.repository import Repository",
    "",
    "# Every table, referenced ones first (the order they are created in).",
    "RECORD_SPECS: Tuple[RecordSpec, ...] = (",
    ...stored.map((entity) => `    ${pyNames(entity).spec},`),
    ")",
    "",
    "",
    "@dataclass",
    "class Repositories:",
    ...stored.map((entity) => `    ${pyNames(entity).repository}: Repository`),
    "",
    "",
    "def repositories_from(make: Callable[[RecordSpec], Repository]) -> Repositories:",
    "    return Repositories(",
    ...stored.map((entity) => `        ${pyNames(entity).repository}=make(${pyNames(entity).spec}),`),
    "    )",
    "",
    "",
    "def create_memory_repositories() -> Repositories:",
    "    store = MemoryStore(RECORD_SPECS)",
    "    return repositories_from(store.repository)",
  );
}

export function repositoryFiles(stored: readonly Entity[]): GeneratedFile[] {
  return [
    code("backend/app/repositories/repository.py", "backend", templateText("python/templates/backend/app/repositories/repository.py")),
    code("backend/app/repositories/memory.py", "backend", templateText("python/templates/backend/app/repositories/memory.py")),
    code("backend/app/repositories/__init__.py", "backend", repositoriesInit(stored)),
  ];
}
