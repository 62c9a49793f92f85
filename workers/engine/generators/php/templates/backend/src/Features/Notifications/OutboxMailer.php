<?php

declare(strict_types=1);

namespace App\Features\Notifications;

/** Keeps sent emails in memory: the default until a real mailer is configured, and what tests read. */
final class OutboxMailer implements Mailer
{
    /** @var list<Email> */
    public array $sent = [];

    public function send(Email $email): void
    {
        $this->sent[] = $email;
    }
}
