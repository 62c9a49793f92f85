import { code, test } from "../../files";
import { frontendFeatureEmitter, type AngularFeature } from "../feature";

const screen = `
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
  template: \`
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
  \`,
})
export class NotificationsScreen {
  protected readonly notifications = loadRecords(listNotifications);
  protected readonly recipient = signal("");
  protected readonly title = signal("");
  protected readonly error = signal<unknown>(null);
  protected readonly valueOf = valueOf;

  protected async markRead(id: string): Promise<void> {
    try {
      await request("POST", \`/api/notifications/\${encodeURIComponent(id)}/read\`);
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
`;

const screenTest = `
import { fireEvent, screen, waitFor } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openAt } from "../test/harness";
import { stubApi } from "../test/stub-api";
import { NotificationsScreen } from "./notifications-screen";

const ROUTES = [{ path: "notifications", component: NotificationsScreen }];

describe("notifications", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists notifications and marks one read", async () => {
    const calls = stubApi({
      notifications: [{ id: "n1", recipient: "sam@example.com", title: "Your order is ready", body: null, read: false }],
    });
    await openAt("/notifications", ROUTES);
    expect(screen.getByRole("heading", { level: 1, name: "Notifications" })).toBeTruthy();
    expect(await screen.findByText("Your order is ready")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Mark as read" }));
    await waitFor(() => expect(calls.some((call) => call.path === "/api/notifications/n1/read")).toBe(true));
  });

  it("sends a notification", async () => {
    const calls = stubApi({ notifications: [] });
    await openAt("/notifications", ROUTES);
    fireEvent.input(screen.getByLabelText("Recipient (email or name)"), { target: { value: "sam@example.com" } });
    fireEvent.input(screen.getByLabelText("Title"), { target: { value: "Welcome" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "POST")).toMatchObject({
        path: "/api/notifications",
        body: { recipient: "sam@example.com", title: "Welcome" },
      }),
    );
  });
});
`;

export const notificationsAngular: AngularFeature = {
  feature: "notifications",
  emitter: frontendFeatureEmitter("notifications", {
    name: "Notifications screen",
    description: "A notifications screen: the latest notifications, marking them read, and sending one.",
    emit: () => [
      code("frontend/src/app/notifications/notifications-screen.ts", "frontend", screen),
      test("frontend/src/app/notifications/notifications.spec.ts", screenTest),
    ],
  }),
  routes: {
    imports: [`import { NotificationsScreen } from "./notifications/notifications-screen";`],
    inside: [`{ path: "notifications", component: NotificationsScreen }`],
  },
};
