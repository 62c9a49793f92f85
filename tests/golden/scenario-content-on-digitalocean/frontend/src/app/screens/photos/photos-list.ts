import { ChangeDetectionStrategy, Component } from "@angular/core";
import { RouterLink } from "@angular/router";
import { EntityTable } from "../../components/entity-table";
import { ErrorMessage } from "../../components/error-message";
import { loadRecords } from "../../components/records";
import { photosApi, photoMeta } from "../../entities/photo";

/** /photos: every record of this type, with a way to add one. */
@Component({
  selector: "app-photos-list",
  imports: [EntityTable, ErrorMessage, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="screen">
      <header class="screen-header">
        <h1>Photos</h1>
        <a class="button" routerLink="/photos/new">New photo</a>
      </header>
      <app-error-message [error]="list.error()" />
      @if (list.loading()) {
        <p class="muted">Loading photos…</p>
      } @else {
        <app-entity-table [meta]="meta" [records]="list.records()" empty="No photos yet." />
      }
    </section>
  `,
})
export class PhotosList {
  protected readonly meta = photoMeta;
  protected readonly list = loadRecords(photosApi.list);
}
