import { ChangeDetectionStrategy, Component } from "@angular/core";
import { RouterLink } from "@angular/router";
import { EntityTable } from "../../components/entity-table";
import { ErrorMessage } from "../../components/error-message";
import { loadRecords } from "../../components/records";
import { productionListsApi, productionListMeta } from "../../entities/production-list";
import { liveRefresh } from "../../live/live-refresh";

/** /production-lists: every record of this type, with a way to add one. */
@Component({
  selector: "app-production-lists-list",
  imports: [EntityTable, ErrorMessage, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="screen">
      <header class="screen-header">
        <h1>Production lists</h1>
        <a class="button" routerLink="/production-lists/new">New production list</a>
      </header>
      <app-error-message [error]="list.error()" />
      @if (list.loading()) {
        <p class="muted">Loading production lists…</p>
      } @else {
        <app-entity-table [meta]="meta" [records]="list.records()" empty="No production lists yet." />
      }
    </section>
  `,
})
export class ProductionListsList {
  protected readonly meta = productionListMeta;
  protected readonly list = loadRecords(productionListsApi.list);

  constructor() {
    liveRefresh("production-lists", () => this.list.reload());
  }
}
