import { useState, type FormEvent } from "react";
import { request } from "../api/client";
import { ErrorMessage } from "../components/ErrorMessage";
import { useRecords } from "../components/useRecords";

export interface Notification {
  id: string;
  recipient: string;
  title: string;
  body: string | null;
  read: boolean;
}

const listNotifications = () => request<Notification[]>("GET", "/api/notifications");

/** /notifications: the latest notifications, marked read one by one, and a form to send one. */
export function NotificationsScreen() {
  const { records, error: listError, loading, reload } = useRecords(listNotifications);
  const [recipient, setRecipient] = useState("");
  const [title, setTitle] = useState("");
  const [error, setError] = useState<unknown>(null);

  const markRead = async (id: string) => {
    try {
      await request("POST", `/api/notifications/${encodeURIComponent(id)}/read`);
      await reload();
    } catch (failure) {
      setError(failure);
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await request("POST", "/api/notifications", { recipient, title });
      setTitle("");
      await reload();
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <section className="screen">
      <header className="screen-header">
        <h1>Notifications</h1>
      </header>
      <ErrorMessage error={error ?? listError} />
      {loading ? (
        <p className="muted">Loading notifications…</p>
      ) : records.length === 0 ? (
        <p className="muted">No notifications yet.</p>
      ) : (
        <ul className="screen">
          {records.map((notification) => (
            <li key={notification.id} className="card">
              <strong>{notification.title}</strong>
              {notification.body && <p>{notification.body}</p>}
              <p className="muted">To {notification.recipient}</p>
              {notification.read ? (
                <span className="muted">Read</span>
              ) : (
                <button type="button" className="button secondary" onClick={() => markRead(notification.id)}>
                  Mark as read
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <h2>Send a notification</h2>
      <form className="form card" onSubmit={send}>
        <div className="field">
          <label htmlFor="recipient" className="required">Recipient (email or name)</label>
          <input id="recipient" required value={recipient} onChange={(event) => setRecipient(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="title" className="required">Title</label>
          <input id="title" required value={title} onChange={(event) => setTitle(event.target.value)} />
        </div>
        <button type="submit" className="button">
          Send
        </button>
      </form>
    </section>
  );
}
