import { ChangeDetectionStrategy, Component, signal } from "@angular/core";
import { request } from "../api/client";
import { ErrorMessage } from "../components/error-message";
import { valueOf } from "../components/events";
import { loadRecords } from "../components/records";

export interface Notification {
  id: string;
  recipient: string;
  title: string;
  body: string | null;
  read: boolean;
}

const listNotifications = () => request<Notification[]>("GET", "/api/notifications");

/** /notifications: the latest notifications, marked read one by one, and a form to send one. */
@Component({
  selector: "app-notifications-screen",
  imports: [ErrorMessage],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="screen">
      <header class="screen-header">
        <h1>Notifications</h1>
      </header>
      <app-error-message [error]="error() ?? notifications.error()" />
      @if (notifications.loading()) {
        <p class="muted">Loading notifications…</p>
      } @else if (notifications.records().length === 0) {
        <p class="muted">No notifications yet.</p>
      } @else {
        <ul class="screen">
          @for (notification of notifications.records(); track notification.id) {
            <li class="card">
              <strong>{{ notification.title }}</strong>
              @if (notification.body) {
                <p>{{ notification.body }}</p>
              }
              <p class="muted">To {{ notification.recipient }}</p>
              @if (notification.read) {
                <span class="muted">Read</span>
              } @else {
                <button type="button" class="button secondary" (click)="markRead(notification.id)">Mark as read</button>
              }
            </li>
          }
        </ul>
      }
      <h2>Send a notification</h2>
      <form class="form card" (submit)="send($event)">
        <div class="field">
          <label for="recipient" class="required">Recipient (email or name)</label>
          <input id="recipient" required [value]="recipient()" (input)="recipient.set(valueOf($event))" />
        </div>
        <div class="field">
          <label for="title" class="required">Title</label>
          <input id="title" required [value]="title()" (input)="title.set(valueOf($event))" />
        </div>
        <button type="submit" class="button">Send</button>
      </form>
    </section>
  `,
})
export class NotificationsScreen {
  protected readonly notifications = loadRecords(listNotifications);
  protected readonly recipient = signal("");
  protected readonly title = signal("");
  protected readonly error = signal<unknown>(null);
  protected readonly valueOf = valueOf;

  protected async markRead(id: string): Promise<void> {
    try {
      await request("POST", `/api/notifications/${encodeURIComponent(id)}/read`);
      await this.notifications.reload();
    } catch (failure) {
      this.error.set(failure);
    }
  }

  protected async send(event: Event): Promise<void> {
    event.preventDefault();
    try {
      await request("POST", "/api/notifications", { recipient: this.recipient(), title: this.title() });
      this.title.set("");
      await this.notifications.reload();
    } catch (failure) {
      this.error.set(failure);
    }
  }
}
