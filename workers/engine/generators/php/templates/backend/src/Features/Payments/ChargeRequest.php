<?php

declare(strict_types=1);

namespace App\Features\Payments;

final class ChargeRequest
{
    public function __construct(
        /** In the currency's smallest unit (cents). */
        public readonly int $amount,
        public readonly string $currency,
        public readonly ?string $description,
        /** A payment method token from the provider's client library (or a local test method). */
        public readonly string $paymentMethod,
    ) {
    }
}
