import { ChangeDetectionStrategy, Component } from "@angular/core";
import { RouterLink } from "@angular/router";
import { EntityTable } from "../../components/entity-table";
import { ErrorMessage } from "../../components/error-message";
import { loadRecords } from "../../components/records";
import { readersApi, readerMeta } from "../../entities/reader";

/** /readers: every record of this type, with a way to add one. */
@Component({
  selector: "app-readers-list",
  imports: [EntityTable, ErrorMessage, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="screen">
      <header class="screen-header">
        <h1>Readers</h1>
        <a class="button" routerLink="/readers/new">New reader</a>
      </header>
      <app-error-message [error]="list.error()" />
      @if (list.loading()) {
        <p class="muted">Loading readers…</p>
      } @else {
        <app-entity-table [meta]="meta" [records]="list.records()" empty="No readers yet." />
      }
    </section>
  `,
})
export class ReadersList {
  protected readonly meta = readerMeta;
  protected readonly list = loadRecords(readersApi.list);
}
