import { ChangeDetectionStrategy, Component } from "@angular/core";
import { RouterLink } from "@angular/router";
import { EntityTable } from "../../components/entity-table";
import { ErrorMessage } from "../../components/error-message";
import { loadRecords } from "../../components/records";
import { customersApi, customerMeta } from "../../entities/customer";
import { liveRefresh } from "../../live/live-refresh";

/** /customers: every record of this type, with a way to add one. */
@Component({
  selector: "app-customers-list",
  imports: [EntityTable, ErrorMessage, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="screen">
      <header class="screen-header">
        <h1>Customers</h1>
        <a class="button" routerLink="/customers/new">New customer</a>
      </header>
      <app-error-message [error]="list.error()" />
      @if (list.loading()) {
        <p class="muted">Loading customers…</p>
      } @else {
        <app-entity-table [meta]="meta" [records]="list.records()" empty="No customers yet." />
      }
    </section>
  `,
})
export class CustomersList {
  protected readonly meta = customerMeta;
  protected readonly list = loadRecords(customersApi.list);

  constructor() {
    liveRefresh("customers", () => this.list.reload());
  }
}
