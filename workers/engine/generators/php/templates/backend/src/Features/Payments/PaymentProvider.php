<?php

declare(strict_types=1);

namespace App\Features\Payments;

/**
 * Where payments are taken. The app ships with a local provider so it runs and tests with no account;
 * a Stripe (or other) adapter implements this interface and is chosen in Services.php.
 */
interface PaymentProvider
{
    public function name(): string;

    public function charge(ChargeRequest $request): ChargeResult;
}
