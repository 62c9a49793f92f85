<?php

declare(strict_types=1);

namespace App\Features\Notifications;

final class Email
{
    public function __construct(
        public readonly string $to,
        public readonly string $subject,
        public readonly string $text,
    ) {
    }
}
