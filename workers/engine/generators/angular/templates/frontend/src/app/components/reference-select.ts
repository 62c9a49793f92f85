import { ChangeDetectionStrategy, Component, input, output, signal, type OnInit } from "@angular/core";
import { request } from "../api/client";
import type { AnyRecord, FieldMeta } from "../entities/meta";
import { valueOf } from "./events";
import { formatValue } from "./format";

/** A select of the records a reference field can point at. */
@Component({
  selector: "app-reference-select",
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <select [id]="inputId()" [required]="field().required" (change)="valueChange.emit(valueOf($event))">
      <option value="" [selected]="value() === ''">{{ placeholder() }}</option>
      @for (record of options(); track record.id) {
        <option [value]="record.id" [selected]="record.id === value()">{{ name(record) }}</option>
      }
    </select>
  `,
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
    request<AnyRecord[]>("GET", `/api/${target.route}`).then(
      (records) => this.options.set(records),
      () => this.options.set([]),
    );
  }

  protected placeholder(): string {
    const field = this.field();
    return field.required ? `Choose a ${field.label.toLowerCase()}` : "None";
  }

  protected name(record: AnyRecord): string {
    const target = this.field().target;
    return target ? formatValue(target.displayKind, record[target.displayField]) : record.id;
  }
}
