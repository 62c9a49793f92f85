<?php

declare(strict_types=1);

namespace App\Domain;

use App\Http\Validator;
use App\Repositories\FieldSpec;
use App\Repositories\RecordSpec;

/** An order: how it is stored and what a client may send. */
final class Order
{
    public static function spec(): RecordSpec
    {
        return new RecordSpec('orders', 'Order', [
            new FieldSpec('customerId', 'customer_id', 'reference', true, target: 'customers'),
            new FieldSpec('status', 'status', 'string', true),
            new FieldSpec('total', 'total', 'number', true),
            new FieldSpec('placedAt', 'placed_at', 'date', true),
            new FieldSpec('pickupSlotId', 'pickup_slot_id', 'reference', false, target: 'pickup_slots'),
        ]);
    }

    /**
     * Checks what a client sends to create or replace an order.
     *
     * @return array<string, mixed> the cleaned fields
     * @throws \App\Http\ValidationError
     */
    public static function input(mixed $body): array
    {
        $check = new Validator($body);
        $input = [
            'customerId' => $check->reference('customerId'),
            'status' => $check->text('status', 200),
            'total' => $check->number('total'),
            'placedAt' => $check->dateTime('placedAt'),
            'pickupSlotId' => $check->reference('pickupSlotId', required: false),
        ];
        // RULE-1 (BIZ-1): total is between 1 and 500
        $check->check('total', $input['total'] === null || $input['total'] >= 1 && $input['total'] <= 500, 'Must be between 1 and 500');
        // RULE-5 (BIZ-5): status starts as pending and moves pending → paid, paid → collected
        $check->check('status', $input['status'] === null || in_array($input['status'], ['pending', 'paid', 'collected'], true), 'Must be one of pending, paid, collected');
        // RULE-7 (BIZ-7): placedAt is in the past
        $check->check('placedAt', $input['placedAt'] === null || new \DateTimeImmutable($input['placedAt']) < new \DateTimeImmutable('now'), 'Must be in the past');
        $check->done();
        return $input;
    }
}
