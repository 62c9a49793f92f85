import { ChangeDetectionStrategy, Component } from "@angular/core";
import { RouterLink } from "@angular/router";
import { EntityTable } from "../../components/entity-table";
import { ErrorMessage } from "../../components/error-message";
import { loadRecords } from "../../components/records";
import { ordersApi, orderMeta } from "../../entities/order";
import { liveRefresh } from "../../live/live-refresh";

/** /orders: every record of this type, with a way to add one. */
@Component({
  selector: "app-orders-list",
  imports: [EntityTable, ErrorMessage, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="screen">
      <header class="screen-header">
        <h1>Orders</h1>
        <a class="button" routerLink="/orders/new">New order</a>
      </header>
      <app-error-message [error]="list.error()" />
      @if (list.loading()) {
        <p class="muted">Loading orders…</p>
      } @else {
        <app-entity-table [meta]="meta" [records]="list.records()" empty="No orders yet." />
      }
    </section>
  `,
})
export class OrdersList {
  protected readonly meta = orderMeta;
  protected readonly list = loadRecords(ordersApi.list);

  constructor() {
    liveRefresh("orders", () => this.list.reload());
  }
}
