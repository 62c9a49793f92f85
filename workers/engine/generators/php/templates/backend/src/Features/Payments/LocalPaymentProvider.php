<?php

declare(strict_types=1);

namespace App\Features\Payments;

use App\Repositories\Ids;

/** Takes every payment locally, with no account: for development and tests. */
final class LocalPaymentProvider implements PaymentProvider
{
    /** Local test methods, named like Stripe's: "pm_card_visa" succeeds, this one is declined. */
    public const DECLINED_METHOD = 'pm_card_chargeDeclined';

    public function name(): string
    {
        return 'local';
    }

    public function charge(ChargeRequest $request): ChargeResult
    {
        $reference = 'local_' . Ids::generate();
        if ($request->paymentMethod === self::DECLINED_METHOD) {
            return new ChargeResult('failed', $reference, 'The card was declined');
        }
        return new ChargeResult('succeeded', $reference, null);
    }
}
