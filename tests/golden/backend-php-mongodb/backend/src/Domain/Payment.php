<?php

declare(strict_types=1);

namespace App\Domain;

use App\Http\Validator;
use App\Repositories\FieldSpec;
use App\Repositories\RecordSpec;

/** A payment: how it is stored and what a client may send. */
final class Payment
{
    public static function spec(): RecordSpec
    {
        return new RecordSpec('payments', 'Payment', [
            new FieldSpec('amount', 'amount', 'number', true),
            new FieldSpec('currency', 'currency', 'string', true),
            new FieldSpec('description', 'description', 'string', false),
            new FieldSpec('status', 'status', 'string', true),
            new FieldSpec('providerReference', 'provider_reference', 'string', false),
            new FieldSpec('failureReason', 'failure_reason', 'string', false),
        ]);
    }

    /**
     * Checks what a client sends to create or replace a payment.
     *
     * @return array<string, mixed> the cleaned fields
     * @throws \App\Http\ValidationError
     */
    public static function input(mixed $body): array
    {
        $check = new Validator($body);
        $input = [
            'amount' => $check->number('amount'),
            'currency' => $check->text('currency', 200),
            'description' => $check->text('description', 200, required: false),
            'status' => $check->text('status', 200),
            'providerReference' => $check->text('providerReference', 200, required: false),
            'failureReason' => $check->text('failureReason', 200, required: false),
        ];
        $check->done();
        return $input;
    }
}
