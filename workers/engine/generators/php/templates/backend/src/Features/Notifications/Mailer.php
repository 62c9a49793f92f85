<?php

declare(strict_types=1);

namespace App\Features\Notifications;

/** Sends email. An SMTP or email-API adapter implements this; Services.php picks one. */
interface Mailer
{
    public function send(Email $email): void;
}
