import { ChangeDetectionStrategy, Component, signal } from "@angular/core";
import { request } from "../api/client";
import { ErrorMessage } from "../components/error-message";
import { loadRecords } from "../components/records";
import { downloadFile, size, uploadFile, type Upload } from "./upload";

const listUploads = () => request<Upload[]>("GET", "/api/uploads");

/** /files: upload documents and images, and download them again. */
@Component({
  selector: "app-files-screen",
  imports: [ErrorMessage],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="screen">
      <header class="screen-header">
        <h1>Files</h1>
      </header>
      <app-error-message [error]="error() ?? uploads.error()" />
      <form class="form card" (submit)="upload($event)">
        <div class="field">
          <label for="file">File (up to 10 MB)</label>
          <input id="file" type="file" (change)="pick($event)" />
        </div>
        <button type="submit" class="button" [disabled]="!file() || busy()">{{ busy() ? "Uploading…" : "Upload" }}</button>
      </form>
      @if (uploads.records().length === 0) {
        <p class="muted">No files yet.</p>
      } @else {
        <ul>
          @for (item of uploads.records(); track item.id) {
            <li>
              <button type="button" class="button secondary" (click)="download(item)">{{ item.fileName }}</button>
              <span class="muted">{{ size(item.size) }}</span>
            </li>
          }
        </ul>
      }
    </section>
  `,
})
export class FilesScreen {
  protected readonly uploads = loadRecords(listUploads);
  protected readonly file = signal<File | null>(null);
  protected readonly busy = signal(false);
  protected readonly error = signal<unknown>(null);
  protected readonly size = size;

  protected pick(event: Event): void {
    const input = event.target;
    this.file.set(input instanceof HTMLInputElement ? (input.files?.[0] ?? null) : null);
  }

  protected async upload(event: Event): Promise<void> {
    event.preventDefault();
    const file = this.file();
    if (!file) return;
    this.busy.set(true);
    try {
      await uploadFile(file);
      this.file.set(null);
      this.error.set(null);
      await this.uploads.reload();
    } catch (failure) {
      this.error.set(failure);
    } finally {
      this.busy.set(false);
    }
  }

  protected async download(item: Upload): Promise<void> {
    try {
      await downloadFile(item);
      this.error.set(null);
    } catch (failure) {
      this.error.set(failure);
    }
  }
}
