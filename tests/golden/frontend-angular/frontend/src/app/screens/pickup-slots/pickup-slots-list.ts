import { ChangeDetectionStrategy, Component } from "@angular/core";
import { RouterLink } from "@angular/router";
import { EntityTable } from "../../components/entity-table";
import { ErrorMessage } from "../../components/error-message";
import { loadRecords } from "../../components/records";
import { pickupSlotsApi, pickupSlotMeta } from "../../entities/pickup-slot";
import { liveRefresh } from "../../live/live-refresh";

/** /pickup-slots: every record of this type, with a way to add one. */
@Component({
  selector: "app-pickup-slots-list",
  imports: [EntityTable, ErrorMessage, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="screen">
      <header class="screen-header">
        <h1>Pickup slots</h1>
        <a class="button" routerLink="/pickup-slots/new">New pickup slot</a>
      </header>
      <app-error-message [error]="list.error()" />
      @if (list.loading()) {
        <p class="muted">Loading pickup slots…</p>
      } @else {
        <app-entity-table [meta]="meta" [records]="list.records()" empty="No pickup slots yet." />
      }
    </section>
  `,
})
export class PickupSlotsList {
  protected readonly meta = pickupSlotMeta;
  protected readonly list = loadRecords(pickupSlotsApi.list);

  constructor() {
    liveRefresh("pickup-slots", () => this.list.reload());
  }
}
