import type { AppModel, Entity } from "../../model";
import { code, lines, literal } from "../files";
import { entityList } from "../records";
import { entityModule } from "../shared/frontend/entity-module";
import type { EmitterDefinition, GeneratedFile } from "../types";
import { APP, ngNames, templateText } from "./names";
import { screenSpecFile } from "./screen-tests";

/** src/app/entities/<entity>.ts: the record type, its metadata and its API calls (the React app's module). */
function entityFile(model: AppModel, entity: Entity): GeneratedFile {
  const file = entityModule(model, entity);
  return { ...file, path: file.path.replace(/^frontend\/src\//, `${APP}/`) };
}

function listScreen(model: AppModel, entity: Entity): GeneratedFile {
  const names = ngNames(entity);
  const live = model.features.includes("real-time");
  const plural = entity.pluralLabel.toLowerCase();
  return code(
    `${APP}/${names.folder}/${names.listFile}.ts`,
    "frontend",
    lines(
      `import { ChangeDetectionStrategy, Component } from "@angular/core";`,
      `import { RouterLink } from "@angular/router";`,
      `import { EntityTable } from "../../components/entity-table";`,
      `import { ErrorMessage } from "../../components/error-message";`,
      `import { loadRecords } from "../../components/records";`,
      `import { ${names.api}, ${names.meta} } from "../../${names.module}";`,
      live && `import { liveRefresh } from "../../live/live-refresh";`,
      "",
      `/** /${entity.route}: every record of this type, with a way to add one. */`,
      "@Component({",
      `  selector: ${literal(names.listSelector)},`,
      "  imports: [EntityTable, ErrorMessage, RouterLink],",
      "  changeDetection: ChangeDetectionStrategy.OnPush,",
      "  template: `",
      `    <section class="screen">`,
      `      <header class="screen-header">`,
      `        <h1>${templateText(entity.pluralLabel)}</h1>`,
      `        <a class="button" routerLink="/${entity.route}/new">New ${templateText(entity.label.toLowerCase())}</a>`,
      "      </header>",
      `      <app-error-message [error]="list.error()" />`,
      "      @if (list.loading()) {",
      `        <p class="muted">Loading ${templateText(plural)}…</p>`,
      "      } @else {",
      `        <app-entity-table [meta]="meta" [records]="list.records()" empty="${templateText(`No ${plural} yet.`)}" />`,
      "      }",
      "    </section>",
      "  `,",
      "})",
      `export class ${names.list} {`,
      `  protected readonly meta = ${names.meta};`,
      `  protected readonly list = loadRecords(${names.api}.list);`,
      live && lines("", "  constructor() {", `    liveRefresh(${literal(entity.route)}, () => this.list.reload());`, "  }"),
      "}",
    ),
  );
}

function detailScreen(entity: Entity): GeneratedFile {
  const names = ngNames(entity);
  const one = entity.label.toLowerCase();
  return code(
    `${APP}/${names.folder}/${names.detailFile}.ts`,
    "frontend",
    lines(
      `import { ChangeDetectionStrategy, Component, computed, effect, inject, input, signal, untracked } from "@angular/core";`,
      `import { Router, RouterLink } from "@angular/router";`,
      `import { EntityForm } from "../../components/entity-form";`,
      `import { ErrorMessage } from "../../components/error-message";`,
      `import type { RecordValue } from "../../entities/meta";`,
      `import { ${names.api}, ${names.meta}, type ${names.type}, type ${names.inputType} } from "../../${names.module}";`,
      "",
      `/** /${entity.route}/:id: one record to view, edit or delete; /${entity.route}/new creates one. */`,
      "@Component({",
      `  selector: ${literal(names.detailSelector)},`,
      "  imports: [EntityForm, ErrorMessage, RouterLink],",
      "  changeDetection: ChangeDetectionStrategy.OnPush,",
      "  template: `",
      `    <section class="screen">`,
      `      <header class="screen-header">`,
      "        <h1>{{ isNew() ? newTitle : title }}</h1>",
      `        <a routerLink="/${entity.route}">Back to ${templateText(entity.pluralLabel.toLowerCase())}</a>`,
      "      </header>",
      `      <app-error-message [error]="error()" />`,
      "      @if (isNew() || record()) {",
      `        <app-entity-form [meta]="meta" [initial]="record()" [submitLabel]="isNew() ? createLabel : 'Save changes'" [save]="save" />`,
      "      } @else if (!error()) {",
      `        <p class="muted">Loading…</p>`,
      "      }",
      "      @if (!isNew() && record()) {",
      `        <button type="button" class="button danger" (click)="remove()">Delete ${templateText(one)}</button>`,
      "      }",
      "    </section>",
      "  `,",
      "})",
      `export class ${names.detail} {`,
      "  /** The :id of the path (\"new\" for a new record). */",
      `  readonly id = input("new");`,
      `  protected readonly meta = ${names.meta};`,
      `  protected readonly title = ${literal(entity.label)};`,
      `  protected readonly newTitle = ${literal(`New ${one}`)};`,
      `  protected readonly createLabel = ${literal(`Create ${one}`)};`,
      `  protected readonly isNew = computed(() => this.id() === "new");`,
      `  protected readonly record = signal<${names.type} | undefined>(undefined);`,
      "  protected readonly error = signal<unknown>(null);",
      "  private readonly router = inject(Router);",
      "",
      "  constructor() {",
      "    // Loads the record of the path, again whenever the path names another one.",
      "    effect((onCleanup) => {",
      "      const id = this.id();",
      "      let active = true;",
      "      onCleanup(() => {",
      "        active = false;",
      "      });",
      "      untracked(() => {",
      "        this.record.set(undefined);",
      "        this.error.set(null);",
      `        if (id === "new") return;`,
      `        ${names.api}.get(id).then(`,
      "          (found) => {",
      "            if (active) this.record.set(found);",
      "          },",
      "          (failure: unknown) => {",
      "            if (active) this.error.set(failure);",
      "          },",
      "        );",
      "      });",
      "    });",
      "  }",
      "",
      "  protected readonly save = async (values: Record<string, RecordValue>): Promise<void> => {",
      `    const input = values as ${names.inputType};`,
      "    this.error.set(null);",
      "    try {",
      `      if (this.isNew()) await ${names.api}.create(input);`,
      `      else await ${names.api}.update(this.id(), input);`,
      `      await this.router.navigateByUrl("/${entity.route}");`,
      "    } catch (failure) {",
      "      this.error.set(failure);",
      "      throw failure;",
      "    }",
      "  };",
      "",
      "  protected async remove(): Promise<void> {",
      `    if (!window.confirm(${literal(`Delete this ${one}?`)})) return;`,
      "    try {",
      `      await ${names.api}.remove(this.id());`,
      `      await this.router.navigateByUrl("/${entity.route}");`,
      "    } catch (failure) {",
      "      this.error.set(failure);",
      "    }",
      "  }",
      "}",
    ),
  );
}

export const angularScreens: EmitterDefinition = {
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
      entityFile(model, entity),
      listScreen(model, entity),
      detailScreen(entity),
      screenSpecFile(model, entity),
    ]),
};
