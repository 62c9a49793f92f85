import { ChangeDetectionStrategy, Component, computed, input, signal, type OnInit } from "@angular/core";
import { RouterLink } from "@angular/router";
import { request } from "../api/client";
import type { AnyRecord, EntityMeta, FieldMeta } from "../entities/meta";
import { formatValue } from "./format";

const MAX_COLUMNS = 5;

/**
 * A record type's list: the naming field first, each row linking to the record; references shown by name. A
 * table wider than the screen scrolls in its own box (a region the keyboard can scroll too); each cell carries
 * its column's name for the phone layout, which shows rows as cards.
 */
@Component({
  selector: "app-entity-table",
  imports: [RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (records().length === 0) {
      <p class="muted">{{ empty() }}</p>
    } @else {
      <div class="table-scroll records" role="region" [attr.aria-label]="meta().pluralLabel" tabindex="0">
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
                  <td [attr.data-label]="field.label">
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
  `,
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
        const records = await request<AnyRecord[]>("GET", `/api/${target.route}`);
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
    return formatValue(field.kind, value, field.currency);
  }
}
