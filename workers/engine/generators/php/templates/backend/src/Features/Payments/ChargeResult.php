<?php

declare(strict_types=1);

namespace App\Features\Payments;

final class ChargeResult
{
    public function __construct(
        /** "succeeded" or "failed" */
        public readonly string $status,
        public readonly string $providerReference,
        public readonly ?string $failureReason,
    ) {
    }

    public function succeeded(): bool
    {
        return $this->status === 'succeeded';
    }
}
