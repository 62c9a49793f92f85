<?php

declare(strict_types=1);

namespace App\Domain;

use App\Http\Validator;
use App\Repositories\FieldSpec;
use App\Repositories\RecordSpec;

/** A pickup slot: how it is stored and what a client may send. */
final class PickupSlot
{
    public static function spec(): RecordSpec
    {
        return new RecordSpec('pickup_slots', 'Pickup slot', [
            new FieldSpec('startsAt', 'starts_at', 'date', true),
            new FieldSpec('endsAt', 'ends_at', 'date', true),
            new FieldSpec('capacity', 'capacity', 'number', true),
            new FieldSpec('available', 'available', 'boolean', true),
        ]);
    }

    /**
     * Checks what a client sends to create or replace a pickup slot.
     *
     * @return array<string, mixed> the cleaned fields
     * @throws \App\Http\ValidationError
     */
    public static function input(mixed $body): array
    {
        $check = new Validator($body);
        $input = [
            'startsAt' => $check->dateTime('startsAt'),
            'endsAt' => $check->dateTime('endsAt'),
            'capacity' => $check->number('capacity'),
            'available' => $check->boolean('available'),
        ];
        // RULE-6 (BIZ-6): endsAt is after startsAt
        $check->check('endsAt', $input['endsAt'] === null || $input['startsAt'] === null || new \DateTimeImmutable($input['endsAt']) > new \DateTimeImmutable($input['startsAt']), 'Must be after starts at');
        $check->done();
        return $input;
    }
}
