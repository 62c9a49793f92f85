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
  template: `
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
  `,
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
