import { ChangeDetectionStrategy, Component } from "@angular/core";
import { RouterLink } from "@angular/router";
import { EntityTable } from "../../components/entity-table";
import { ErrorMessage } from "../../components/error-message";
import { loadRecords } from "../../components/records";
import { authorsApi, authorMeta } from "../../entities/author";

/** /authors: every record of this type, with a way to add one. */
@Component({
  selector: "app-authors-list",
  imports: [EntityTable, ErrorMessage, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="screen">
      <header class="screen-header">
        <h1>Authors</h1>
        <a class="button" routerLink="/authors/new">New author</a>
      </header>
      <app-error-message [error]="list.error()" />
      @if (list.loading()) {
        <p class="muted">Loading authors…</p>
      } @else {
        <app-entity-table [meta]="meta" [records]="list.records()" empty="No authors yet." />
      }
    </section>
  `,
})
export class AuthorsList {
  protected readonly meta = authorMeta;
  protected readonly list = loadRecords(authorsApi.list);
}
