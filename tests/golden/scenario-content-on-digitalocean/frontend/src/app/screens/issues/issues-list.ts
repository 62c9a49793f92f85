import { ChangeDetectionStrategy, Component } from "@angular/core";
import { RouterLink } from "@angular/router";
import { EntityTable } from "../../components/entity-table";
import { ErrorMessage } from "../../components/error-message";
import { loadRecords } from "../../components/records";
import { issuesApi, issueMeta } from "../../entities/issue";

/** /issues: every record of this type, with a way to add one. */
@Component({
  selector: "app-issues-list",
  imports: [EntityTable, ErrorMessage, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="screen">
      <header class="screen-header">
        <h1>Issues</h1>
        <a class="button" routerLink="/issues/new">New issue</a>
      </header>
      <app-error-message [error]="list.error()" />
      @if (list.loading()) {
        <p class="muted">Loading issues…</p>
      } @else {
        <app-entity-table [meta]="meta" [records]="list.records()" empty="No issues yet." />
      }
    </section>
  `,
})
export class IssuesList {
  protected readonly meta = issueMeta;
  protected readonly list = loadRecords(issuesApi.list);
}
