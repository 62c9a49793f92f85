<?php

declare(strict_types=1);

namespace App\Domain;

use App\Http\Validator;
use App\Repositories\FieldSpec;
use App\Repositories\RecordSpec;

/** A customer: how it is stored and what a client may send. */
final class Customer
{
    public static function spec(): RecordSpec
    {
        return new RecordSpec('customers', 'Customer', [
            new FieldSpec('name', 'name', 'string', true),
            new FieldSpec('email', 'email', 'string', true, unique: true),
            new FieldSpec('phone', 'phone', 'string', false),
        ]);
    }

    /**
     * Checks what a client sends to create or replace a customer.
     *
     * @return array<string, mixed> the cleaned fields
     * @throws \App\Http\ValidationError
     */
    public static function input(mixed $body): array
    {
        $check = new Validator($body);
        $input = [
            'name' => $check->text('name', 200),
            'email' => $check->email('email'),
            'phone' => $check->text('phone', 200, required: false),
        ];
        // RULE-4 (BIZ-4): phone is a phone number (digits, spaces, brackets and dashes, 7 to 20 of them)
        $check->check('phone', $input['phone'] === null || preg_match('/^\\+?[0-9 \\(\\)\\-]{7,20}$/', $input['phone']) === 1, 'Must be a phone number (digits, spaces, brackets and dashes, 7 to 20 of them)');
        // RULE-9 (BIZ-10): email is unique
        $check->done();
        return $input;
    }
}
