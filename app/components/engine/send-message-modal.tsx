import { useId, useRef, useState, type FormEvent } from "react";
import { AGENT_TYPES, type AgentType } from "../../../workers/contract/agents";
import { errorMessage } from "../../lib/api-client";
import { sendAgentMessage } from "../../lib/engine-api";
import { useSession } from "../../lib/session";
import { Alert, Button, inputClass, Modal } from "../ui";
import { AGENT_LABELS } from "./display";
import { ENGINE_ERRORS } from "./engine-errors";
import { BusyLabel } from "./feedback";

export const BLANK_MESSAGE = "Please enter a message for the agents.";
const MESSAGE_MAX = 4000;

type Recipient = AgentType | "all";

interface SendMessageModalProps {
  projectId: string;
  onClose(): void;
  /** Called with the server's confirmation once the message is stored. */
  onSent(notice: string): void;
}

/** A message to all agents or one, with priority 'normal' and who sent it when. */
export function SendMessageModal({ projectId, onClose, onSent }: SendMessageModalProps) {
  const { user } = useSession();
  const formId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [recipient, setRecipient] = useState<Recipient>("all");
  const [message, setMessage] = useState("");
  const [blank, setBlank] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = message.trim();
    if (text === "") {
      setBlank(true);
      textareaRef.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      const result = await sendAgentMessage(projectId, {
        agent_type: recipient,
        message: text,
        priority: "normal",
        metadata: { timestamp: new Date().toISOString(), user: user?.email ?? "" },
      });
      onSent(result.message);
    } catch (err) {
      // The server's words when it sent some (a refused re-plan says when to send the message again); the
      // text stays in the box to send again.
      setError(errorMessage(err, ENGINE_ERRORS.sendMessage));
      setSending(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Send Message to Agents"
      description="Your message is read by the next task of the agent you choose. Once work has finished, the architect also re-plans: what the message changes is done again as new tasks."
      initialFocusRef={textareaRef}
      dismissible={!sending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={sending} aria-busy={sending}>
            <BusyLabel busy={sending} busyText="Sending...">
              Send Message
            </BusyLabel>
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        {error ? <Alert>{error}</Alert> : null}
        <div className="space-y-1">
          <label htmlFor={`${formId}-agent`} className="block text-sm font-medium text-slate-700">
            Agent
          </label>
          <select
            id={`${formId}-agent`}
            value={recipient}
            onChange={(event) => setRecipient(toRecipient(event.target.value))}
            disabled={sending}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
          >
            <option value="all">All agents</option>
            {AGENT_TYPES.map((agent) => (
              <option key={agent} value={agent}>
                {AGENT_LABELS[agent]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${formId}-message`} className="block text-sm font-medium text-slate-700">
            Message
          </label>
          <textarea
            ref={textareaRef}
            id={`${formId}-message`}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
              if (blank) setBlank(false);
            }}
            rows={5}
            maxLength={MESSAGE_MAX}
            disabled={sending}
            aria-invalid={blank || undefined}
            aria-describedby={blank ? `${formId}-blank` : undefined}
            placeholder="e.g. Customers pick up orders in a two-hour pickup slot."
            className={inputClass}
          />
          {blank ? (
            <p id={`${formId}-blank`} role="alert" className="text-sm text-red-600">
              {BLANK_MESSAGE}
            </p>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}

function toRecipient(value: string): Recipient {
  return value === "all" ? "all" : (AGENT_TYPES.find((agent) => agent === value) ?? "all");
}
