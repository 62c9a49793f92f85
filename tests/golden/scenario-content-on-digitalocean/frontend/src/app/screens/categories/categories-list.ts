import { ChangeDetectionStrategy, Component } from "@angular/core";
import { RouterLink } from "@angular/router";
import { EntityTable } from "../../components/entity-table";
import { ErrorMessage } from "../../components/error-message";
import { loadRecords } from "../../components/records";
import { categoriesApi, categoryMeta } from "../../entities/category";

/** /categories: every record of this type, with a way to add one. */
@Component({
  selector: "app-categories-list",
  imports: [EntityTable, ErrorMessage, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="screen">
      <header class="screen-header">
        <h1>Categories</h1>
        <a class="button" routerLink="/categories/new">New category</a>
      </header>
      <app-error-message [error]="list.error()" />
      @if (list.loading()) {
        <p class="muted">Loading categories…</p>
      } @else {
        <app-entity-table [meta]="meta" [records]="list.records()" empty="No categories yet." />
      }
    </section>
  `,
})
export class CategoriesList {
  protected readonly meta = categoryMeta;
  protected readonly list = loadRecords(categoriesApi.list);
}
