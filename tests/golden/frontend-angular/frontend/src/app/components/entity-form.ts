import { ChangeDetectionStrategy, Component, input, linkedSignal, signal } from "@angular/core";
import { ApiError } from "../api/client";
import type { AnyRecord, EntityMeta, FieldMeta, RecordValue } from "../entities/meta";
import { checkedOf, valueOf } from "./events";
import { choicesFor, dateLimits, toFormValues, toPayload } from "./form-values";
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
              } @else if (field.choices) {
                <select
                  [id]="'field-' + field.name"
                  [required]="field.required"
                  [attr.aria-describedby]="hintId(field)"
                  (change)="set(field.name, valueOf($event))"
                >
                  @if (!field.moves) {
                    <option value="" [selected]="text(field.name) === ''">{{ field.required ? "Choose a " + field.label.toLowerCase() : "None" }}</option>
                  }
                  @for (option of options(field); track option) {
                    <option [value]="option" [selected]="text(field.name) === option">{{ option }}</option>
                  }
                </select>
              } @else if (field.format === "long") {
                <textarea
                  [id]="'field-' + field.name"
                  rows="4"
                  [required]="field.required"
                  [value]="text(field.name)"
                  [attr.aria-describedby]="hintId(field)"
                  (input)="set(field.name, valueOf($event))"
                ></textarea>
              } @else {
                <input
                  [id]="'field-' + field.name"
                  [type]="inputType(field)"
                  [attr.step]="field.kind === 'number' ? 'any' : null"
                  [attr.min]="limits(field).min ?? null"
                  [attr.max]="limits(field).max ?? null"
                  [attr.pattern]="field.pattern ?? null"
                  [attr.title]="field.pattern ? field.hint : null"
                  [required]="field.required"
                  [value]="text(field.name)"
                  [attr.aria-describedby]="hintId(field)"
                  (input)="set(field.name, valueOf($event))"
                />
              }
              @if (field.hint) {
                <p class="hint" [id]="'field-' + field.name + '-hint'">{{ field.hint }}</p>
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

  protected hintId(field: FieldMeta): string | null {
    return field.hint ? `field-${field.name}-hint` : null;
  }

  /** The values a choice offers (a state: the saved one and its moves). */
  protected options(field: FieldMeta): string[] {
    return choicesFor(field, this.initial());
  }

  /** The browser's limits for a number (its range) or a date (now, or the date it follows or precedes). */
  protected limits(field: FieldMeta): { min?: string | number; max?: string | number } {
    if (field.kind === "date") return dateLimits(field, this.values());
    return { min: field.min, max: field.max };
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
