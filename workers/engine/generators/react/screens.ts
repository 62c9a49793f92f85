import type { AppModel, Entity, Field } from "../../model";
import { code, lines, literal } from "../files";
import { entityList } from "../records";
import type { EmitterDefinition, GeneratedFile } from "../types";
import { uiNames } from "./names";
import { REACT_ROUTER } from "./routing";
import { screenTestFile } from "./screen-tests";

const TS_TYPES: Record<Field["kind"], string> = {
  string: "string",
  number: "number",
  boolean: "boolean",
  date: "string",
  reference: "string",
};

function fieldMeta(model: AppModel, field: Field): string {
  const target = model.entities.find((entity) => entity.name === field.target);
  const display = target?.fields.find((candidate) => candidate.name === target.displayField);
  const parts = [
    `name: ${literal(field.name)}`,
    `label: ${literal(field.label)}`,
    `kind: ${literal(field.kind)}`,
    `required: ${field.required}`,
    field.format ? `format: ${literal(field.format)}` : undefined,
    target
      ? `target: { route: ${literal(target.route)}, label: ${literal(target.label)}, displayField: ${literal(target.displayField)}, displayKind: ${literal(display?.kind ?? "string")} }`
      : undefined,
  ];
  return `    { ${parts.filter(Boolean).join(", ")} },`;
}

/** src/entities/<entity>.ts: the record type, its metadata for forms and tables, and its API calls. */
export function entityModule(model: AppModel, entity: Entity): GeneratedFile {
  const names = uiNames(entity);
  return code(
    `frontend/src/${names.module}.ts`,
    "frontend",
    lines(
      `import { resource } from "../api/client";`,
      `import type { EntityMeta } from "./meta";`,
      "",
      `export type ${names.type} = {`,
      "  id: string;",
      ...entity.fields.map((field) => `  ${field.name}: ${TS_TYPES[field.kind]}${field.required || field.kind === "boolean" ? "" : " | null"};`),
      "};",
      `export type ${names.inputType} = Omit<${names.type}, "id">;`,
      "",
      `export const ${names.meta}: EntityMeta = {`,
      `  name: ${literal(entity.name)},`,
      `  label: ${literal(entity.label)},`,
      `  pluralLabel: ${literal(entity.pluralLabel)},`,
      `  route: ${literal(entity.route)},`,
      `  displayField: ${literal(entity.displayField)},`,
      "  fields: [",
      ...entity.fields.map((field) => fieldMeta(model, field)),
      "  ],",
      "};",
      "",
      `export const ${names.api} = resource<${names.type}, ${names.inputType}>(${literal(entity.route)});`,
    ),
  );
}

/** The list screen; `router` is the module its Link comes from. */
export function listScreen(model: AppModel, entity: Entity, router = REACT_ROUTER): GeneratedFile {
  const names = uiNames(entity);
  const live = model.features.includes("real-time");
  const plural = entity.pluralLabel.toLowerCase();
  return code(
    `frontend/src/${names.folder}/${names.list}.tsx`,
    "frontend",
    lines(
      `import { Link } from ${literal(router)};`,
      `import { EntityTable } from "../../components/EntityTable";`,
      `import { ErrorMessage } from "../../components/ErrorMessage";`,
      `import { useRecords } from "../../components/useRecords";`,
      `import { ${names.api}, ${names.meta} } from "../../${names.module}";`,
      live && `import { useLiveRefresh } from "../../live/useLiveRefresh";`,
      "",
      `/** /${entity.route}: every ${entity.label.toLowerCase()}, with a way to add one. */`,
      `export function ${names.list}() {`,
      `  const { records, error, loading, reload } = useRecords(${names.api}.list);`,
      live && `  useLiveRefresh(${literal(entity.route)}, reload);`,
      "  return (",
      `    <section className="screen">`,
      `      <header className="screen-header">`,
      `        <h1>${entity.pluralLabel}</h1>`,
      `        <Link className="button" to="/${entity.route}/new">`,
      `          New ${entity.label.toLowerCase()}`,
      "        </Link>",
      "      </header>",
      "      <ErrorMessage error={error} />",
      "      {loading ? (",
      `        <p className="muted">Loading ${plural}…</p>`,
      "      ) : (",
      `        <EntityTable meta={${names.meta}} records={records} empty=${literal(`No ${plural} yet.`)} />`,
      "      )}",
      "    </section>",
      "  );",
      "}",
    ),
  );
}

/** The detail screen; `router` is the module its Link, useNavigate and useParams come from. */
export function detailScreen(entity: Entity, router = REACT_ROUTER): GeneratedFile {
  const names = uiNames(entity);
  const one = entity.label.toLowerCase();
  return code(
    `frontend/src/${names.folder}/${names.detail}.tsx`,
    "frontend",
    lines(
      `import { useEffect, useState } from "react";`,
      `import { Link, useNavigate, useParams } from ${literal(router)};`,
      `import { EntityForm } from "../../components/EntityForm";`,
      `import { ErrorMessage } from "../../components/ErrorMessage";`,
      `import { ${names.api}, ${names.meta}, type ${names.type}, type ${names.inputType} } from "../../${names.module}";`,
      "",
      `/** /${entity.route}/:id: one ${one} to view, edit or delete; /${entity.route}/new creates one. */`,
      `export function ${names.detail}() {`,
      `  const { id = "new" } = useParams();`,
      `  const isNew = id === "new";`,
      "  const navigate = useNavigate();",
      `  const [record, setRecord] = useState<${names.type}>();`,
      "  const [error, setError] = useState<unknown>(null);",
      "",
      "  useEffect(() => {",
      "    if (isNew) return;",
      "    let active = true;",
      `    ${names.api}.get(id).then(`,
      "      (found) => {",
      "        if (active) setRecord(found);",
      "      },",
      "      (failure: unknown) => {",
      "        if (active) setError(failure);",
      "      },",
      "    );",
      "    return () => {",
      "      active = false;",
      "    };",
      "  }, [id, isNew]);",
      "",
      `  const save = async (input: ${names.inputType}) => {`,
      "    setError(null);",
      "    try {",
      `      if (isNew) await ${names.api}.create(input);`,
      `      else await ${names.api}.update(id, input);`,
      `      navigate("/${entity.route}");`,
      "    } catch (failure) {",
      "      setError(failure);",
      "      throw failure;",
      "    }",
      "  };",
      "",
      "  const remove = async () => {",
      `    if (!window.confirm(${literal(`Delete this ${one}?`)})) return;`,
      "    try {",
      `      await ${names.api}.remove(id);`,
      `      navigate("/${entity.route}");`,
      "    } catch (failure) {",
      "      setError(failure);",
      "    }",
      "  };",
      "",
      "  return (",
      `    <section className="screen">`,
      `      <header className="screen-header">`,
      `        <h1>{isNew ? ${literal(`New ${one}`)} : ${literal(entity.label)}}</h1>`,
      `        <Link to="/${entity.route}">Back to ${entity.pluralLabel.toLowerCase()}</Link>`,
      "      </header>",
      "      <ErrorMessage error={error} />",
      "      {isNew || record ? (",
      "        <EntityForm",
      `          key={record?.id ?? "new"}`,
      `          meta={${names.meta}}`,
      "          initial={record}",
      `          submitLabel={isNew ? ${literal(`Create ${one}`)} : "Save changes"}`,
      `          onSubmit={(values) => save(values as ${names.inputType})}`,
      "        />",
      "      ) : (",
      `        !error && <p className="muted">Loading…</p>`,
      "      )}",
      "      {!isNew && record && (",
      `        <button type="button" className="button danger" onClick={remove}>`,
      `          Delete ${one}`,
      "        </button>",
      "      )}",
      "    </section>",
      "  );",
      "}",
    ),
  );
}

export const reactScreens: EmitterDefinition = {
  id: "screens",
  agent: "frontend",
  name: (model) => `Screens for ${entityList(model)}`,
  description: (model) =>
    `A list and a detail screen per entity (${entityList(model)}): tables, create and edit forms built from ` +
    "each entity's fields, references picked by name, and component tests against a stubbed API.",
  dependsOn: ["app-shell", "rest-api", "ui-real-time"],
  applies: () => true,
  covers: { entities: true, kinds: ["flow"], messagesFor: ["frontend"] },
  emit: (model) =>
    model.entities.flatMap((entity) => [
      entityModule(model, entity),
      listScreen(model, entity),
      detailScreen(entity),
      screenTestFile(model, entity),
    ]),
};
