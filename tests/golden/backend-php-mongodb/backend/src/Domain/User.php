<?php

declare(strict_types=1);

namespace App\Domain;

use App\Http\Validator;
use App\Repositories\FieldSpec;
use App\Repositories\RecordSpec;

/** An user: how it is stored and what a client may send. */
final class User
{
    public static function spec(): RecordSpec
    {
        return new RecordSpec('users', 'User', [
            new FieldSpec('name', 'name', 'string', true),
            new FieldSpec('email', 'email', 'string', true, unique: true),
            new FieldSpec('passwordHash', 'password_hash', 'string', true),
            new FieldSpec('role', 'role', 'string', true),
        ]);
    }

    /**
     * Checks what a client sends to create or replace an user.
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
            'passwordHash' => $check->text('passwordHash', 200),
            'role' => $check->text('role', 200),
        ];
        $check->done();
        return $input;
    }
}
