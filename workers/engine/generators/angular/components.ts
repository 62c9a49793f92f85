import type { AppModel } from "../../model";
import { code, test } from "../files";
import { dataLayerFiles } from "../shared/frontend/data-layer";
import type { GeneratedFile } from "../types";
import { API_URL_VARIABLE } from "./packaging";

/** A file the React frontend also has (data layer), moved under src/app/ and named the Angular way (*.spec.ts). */
function underApp(file: GeneratedFile): GeneratedFile {
  return { ...file, path: file.path.replace(/^frontend\/src\//, "frontend/src/app/").replace(/\.test\.ts$/, ".spec.ts") };
}

const records = `
import { signal, type Signal } from "@angular/core";

export interface RecordList<T> {
  records: Signal<T[]>;
  error: Signal<unknown>;
  loading: Signal<boolean>;
  /** Loads the list again (after a change, or when the server announces one). */
  reload(): Promise<void>;
}

/** Loads a list now and on demand, keeping the last error for the screen to show. */
export function loadRecords<T>(load: () => Promise<T[]>): RecordList<T> {
  const records = signal<T[]>([]);
  const error = signal<unknown>(null);
  const loading = signal(true);
  const reload = async () => {
    try {
      records.set(await load());
      error.set(null);
    } catch (failure) {
      error.set(failure);
    } finally {
      loading.set(false);
    }
  };
  void reload();
  return { records: records.asReadonly(), error: error.asReadonly(), loading: loading.asReadonly(), reload };
}
`;

const events = `
/** What an input, textarea or select holds after an event on it. */
export function valueOf(event: Event): string {
  const target = event.target;
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
    ? target.value
    : "";
}

/** Whether a checkbox is ticked after an event on it. */
export function checkedOf(event: Event): boolean {
  return event.target instanceof HTMLInputElement && event.target.checked;
}
`;

const errorMessage = `
import { ChangeDetectionStrategy, Component, computed, input } from "@angular/core";
import { ApiError } from "../api/client";

/** A failed call in words a user can act on. */
export function describeError(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return "The server cannot be reached. Check your connection and try again.";
  return "Something went wrong. Please try again.";
}

/** Shows a failed call, or nothing. */
@Component({
  selector: "app-error-message",
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: \`
    @if (text(); as message) {
      <p role="alert" class="error">{{ message }}</p>
    }
  \`,
})
export class ErrorMessage {
  readonly error = input<unknown>(null);
  protected readonly text = computed(() => describeError(this.error()));
}
`;

const table = `
import { ChangeDetectionStrategy, Component, computed, input, signal, type OnInit } from "@angular/core";
import { RouterLink } from "@angular/router";
import { request } from "../api/client";
import type { AnyRecord, EntityMeta, FieldMeta } from "../entities/meta";
import { formatValue } from "./format";

const MAX_COLUMNS = 5;

/** A record type's list: the naming field first, each row linking to the record; references shown by name. */
@Component({
  selector: "app-entity-table",
  imports: [RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: \`
    @if (records().length === 0) {
      <p class="muted">{{ empty() }}</p>
    } @else {
      <div class="table-scroll">
        <table class="table">
          <thead>
            <tr>
              @for (field of columns(); track field.name) {
                <th scope="col">{{ field.label }}</th>
              }
            </tr>
          </thead>
          <tbody>
            @for (record of records(); track record.id) {
              <tr>
                @for (field of columns(); track field.name; let first = $first) {
                  <td>
                    @if (first) {
                      <a [routerLink]="['/', meta().route, record.id]">{{ shown(record, field) }}</a>
                    } @else {
                      {{ shown(record, field) }}
                    }
                  </td>
                }
              </tr>
            }
          </tbody>
        </table>
      </div>
    }
  \`,
})
export class EntityTable implements OnInit {
  readonly meta = input.required<EntityMeta>();
  readonly records = input.required<AnyRecord[]>();
  readonly empty = input("Nothing yet.");
  /** For each reference field: the names of the records it can point at, by id. */
  private readonly labels = signal<Record<string, Record<string, string>>>({});

  protected readonly columns = computed(() => {
    const meta = this.meta();
    return [
      ...meta.fields.filter((field) => field.name === meta.displayField),
      ...meta.fields.filter((field) => field.name !== meta.displayField && field.format !== "long"),
    ].slice(0, MAX_COLUMNS);
  });

  ngOnInit(): void {
    const references = this.meta().fields.filter((field) => field.target);
    Promise.all(
      references.map(async (field) => {
        const target = field.target;
        if (!target) return [field.name, {}] as const;
        const records = await request<AnyRecord[]>("GET", \`/api/\${target.route}\`);
        const names = Object.fromEntries(records.map((record) => [record.id, formatValue(target.displayKind, record[target.displayField])]));
        return [field.name, names] as const;
      }),
    ).then(
      (entries) => this.labels.set(Object.fromEntries(entries)),
      () => {
        // Names are a nicety: without them the table shows ids.
      },
    );
  }

  protected shown(record: AnyRecord, field: FieldMeta): string {
    const value = record[field.name];
    if (field.kind === "reference" && typeof value === "string") return this.labels()[field.name]?.[value] ?? value;
    return formatValue(field.kind, value);
  }
}
`;

const referenceSelect = `
import { ChangeDetectionStrategy, Component, input, output, signal, type OnInit } from "@angular/core";
import { request } from "../api/client";
import type { AnyRecord, FieldMeta } from "../entities/meta";
import { valueOf } from "./events";
import { formatValue } from "./format";

/** A select of the records a reference field can point at. */
@Component({
  selector: "app-reference-select",
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: \`
    <select [id]="inputId()" [required]="field().required" (change)="valueChange.emit(valueOf($event))">
      <option value="" [selected]="value() === ''">{{ placeholder() }}</option>
      @for (record of options(); track record.id) {
        <option [value]="record.id" [selected]="record.id === value()">{{ name(record) }}</option>
      }
    </select>
  \`,
})
export class ReferenceSelect implements OnInit {
  readonly inputId = input.required<string>();
  readonly field = input.required<FieldMeta>();
  readonly value = input("");
  readonly valueChange = output<string>();
  protected readonly options = signal<AnyRecord[]>([]);
  protected readonly valueOf = valueOf;

  ngOnInit(): void {
    const target = this.field().target;
    if (!target) return;
    request<AnyRecord[]>("GET", \`/api/\${target.route}\`).then(
      (records) => this.options.set(records),
      () => this.options.set([]),
    );
  }

  protected placeholder(): string {
    const field = this.field();
    return field.required ? \`Choose a \${field.label.toLowerCase()}\` : "None";
  }

  protected name(record: AnyRecord): string {
    const target = this.field().target;
    return target ? formatValue(target.displayKind, record[target.displayField]) : record.id;
  }
}
`;

const form = `
import { ChangeDetectionStrategy, Component, input, linkedSignal, signal } from "@angular/core";
import { ApiError } from "../api/client";
import type { AnyRecord, EntityMeta, FieldMeta, RecordValue } from "../entities/meta";
import { checkedOf, valueOf } from "./events";
import { toFormValues, toPayload } from "./form-values";
import { ReferenceSelect } from "./reference-select";

const INPUT_TYPES: Record<string, string> = { email: "email", url: "url" };

/** A record type's create/edit form, built from its fields; server-side validation messages show per field. */
@Component({
  selector: "app-entity-form",
  imports: [ReferenceSelect],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: \`
    <form class="form card" (submit)="submit($event)">
      @for (field of meta().fields; track field.name) {
        <div>
          @if (field.kind === "boolean") {
            <div class="field checkbox">
              <input [id]="'field-' + field.name" type="checkbox" [checked]="values()[field.name] === true" (change)="set(field.name, checkedOf($event))" />
              <label [attr.for]="'field-' + field.name">{{ field.label }}</label>
            </div>
          } @else {
            <div class="field">
              <label [attr.for]="'field-' + field.name" [class.required]="field.required">{{ field.label }}</label>
              @if (field.kind === "reference") {
                <app-reference-select [inputId]="'field-' + field.name" [field]="field" [value]="text(field.name)" (valueChange)="set(field.name, $event)" />
              } @else if (field.format === "long") {
                <textarea [id]="'field-' + field.name" rows="4" [required]="field.required" [value]="text(field.name)" (input)="set(field.name, valueOf($event))"></textarea>
              } @else {
                <input
                  [id]="'field-' + field.name"
                  [type]="inputType(field)"
                  [attr.step]="field.kind === 'number' ? 'any' : null"
                  [required]="field.required"
                  [value]="text(field.name)"
                  (input)="set(field.name, valueOf($event))"
                />
              }
            </div>
          }
          @if (issues()[field.name]; as issue) {
            <p class="error">{{ issue }}</p>
          }
        </div>
      }
      <button type="submit" class="button" [disabled]="saving()">{{ saving() ? "Saving…" : submitLabel() }}</button>
    </form>
  \`,
})
export class EntityForm {
  readonly meta = input.required<EntityMeta>();
  readonly initial = input<AnyRecord | undefined>(undefined);
  readonly submitLabel = input("Save");
  /** Saves the values; a rejected ApiError's issues are shown next to their fields. */
  readonly save = input.required<(values: Record<string, RecordValue>) => Promise<void>>();

  /** The inputs' values, reset whenever another record is shown. */
  protected readonly values = linkedSignal(() => toFormValues(this.meta(), this.initial()));
  protected readonly issues = signal<Record<string, string>>({});
  protected readonly saving = signal(false);
  protected readonly valueOf = valueOf;
  protected readonly checkedOf = checkedOf;

  protected text(name: string): string {
    const value = this.values()[name];
    return typeof value === "string" ? value : "";
  }

  protected inputType(field: FieldMeta): string {
    if (field.kind === "number") return "number";
    if (field.kind === "date") return "datetime-local";
    return INPUT_TYPES[field.format ?? ""] ?? "text";
  }

  protected set(name: string, value: string | boolean): void {
    this.values.update((values) => ({ ...values, [name]: value }));
  }

  protected async submit(event: Event): Promise<void> {
    event.preventDefault();
    this.saving.set(true);
    try {
      await this.save()(toPayload(this.meta(), this.values()));
      this.issues.set({});
    } catch (failure) {
      if (failure instanceof ApiError) {
        this.issues.set(Object.fromEntries(failure.issues.map((issue) => [issue.path, issue.message])));
      }
    } finally {
      this.saving.set(false);
    }
  }
}
`;

const notFound = `
import { ChangeDetectionStrategy, Component } from "@angular/core";
import { RouterLink } from "@angular/router";

@Component({
  selector: "app-not-found",
  imports: [RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: \`
    <section class="screen">
      <h1>Page not found</h1>
      <p><a routerLink="/">Back to the start</a></p>
    </section>
  \`,
})
export class NotFound {}
`;

const routing = `
import type { EnvironmentProviders } from "@angular/core";
import { provideRouter, withComponentInputBinding, type Routes } from "@angular/router";

/** The router as the app uses it: route and query parameters arrive as component inputs. */
export function provideAppRouter(routes: Routes): EnvironmentProviders {
  return provideRouter(routes, withComponentInputBinding());
}
`;

const harness = `
import { ApplicationRef, type EnvironmentProviders, type Provider } from "@angular/core";
import { TestBed } from "@angular/core/testing";
import type { Routes } from "@angular/router";
import { RouterTestingHarness } from "@angular/router/testing";
import { provideAppRouter } from "../routing";

/** Opens a path with these routes (or, with providers only, the providers' own routes) the way the app routes. */
export async function openAt(
  path: string,
  routes: Routes | null,
  providers: (Provider | EnvironmentProviders)[] = [],
): Promise<RouterTestingHarness> {
  TestBed.configureTestingModule({ providers: [...(routes ? [provideAppRouter(routes)] : []), ...providers] });
  const harness = await RouterTestingHarness.create();
  await harness.navigateByUrl(path);
  return harness;
}

/** Waits until Angular has shown every pending change (after an event that enables a button, say). */
export async function settle(): Promise<void> {
  await TestBed.inject(ApplicationRef).whenStable();
}
`;

/** The generic parts every screen is built from: the data layer, lists, table, form, references and messages. */
export function componentFiles(model: AppModel): GeneratedFile[] {
  const ui = (path: string, content: string) => code(`frontend/src/app/${path}`, "frontend", content);
  return [
    ...dataLayerFiles(model, API_URL_VARIABLE).map(underApp),
    ui("routing.ts", routing),
    ui("components/records.ts", records),
    ui("components/events.ts", events),
    ui("components/error-message.ts", errorMessage),
    ui("components/entity-table.ts", table),
    ui("components/reference-select.ts", referenceSelect),
    ui("components/entity-form.ts", form),
    ui("components/not-found.ts", notFound),
    test("frontend/src/app/test/harness.ts", harness),
  ];
}
