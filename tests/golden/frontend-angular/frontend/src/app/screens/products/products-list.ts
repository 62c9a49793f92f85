import { ChangeDetectionStrategy, Component } from "@angular/core";
import { RouterLink } from "@angular/router";
import { EntityTable } from "../../components/entity-table";
import { ErrorMessage } from "../../components/error-message";
import { loadRecords } from "../../components/records";
import { productsApi, productMeta } from "../../entities/product";
import { liveRefresh } from "../../live/live-refresh";

/** /products: every record of this type, with a way to add one. */
@Component({
  selector: "app-products-list",
  imports: [EntityTable, ErrorMessage, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="screen">
      <header class="screen-header">
        <h1>Products</h1>
        <a class="button" routerLink="/products/new">New product</a>
      </header>
      <app-error-message [error]="list.error()" />
      @if (list.loading()) {
        <p class="muted">Loading products…</p>
      } @else {
        <app-entity-table [meta]="meta" [records]="list.records()" empty="No products yet." />
      }
    </section>
  `,
})
export class ProductsList {
  protected readonly meta = productMeta;
  protected readonly list = loadRecords(productsApi.list);

  constructor() {
    liveRefresh("products", () => this.list.reload());
  }
}
