<?php

declare(strict_types=1);

namespace App\Features\Auth;

/** Salted password hashes (PHP's password_hash: bcrypt or better), never the password itself. */
final class Passwords
{
    public static function hash(string $password): string
    {
        return password_hash($password, PASSWORD_DEFAULT);
    }

    public static function verify(string $password, string $stored): bool
    {
        return password_verify($password, $stored);
    }
}
