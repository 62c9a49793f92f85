<?php

declare(strict_types=1);

namespace App\Features\Auth;

/** Signed tokens: base64url(claims) . "." . base64url(HMAC-SHA256 of it); the claims are sub, email and exp. */
final class Tokens
{
    private const WEEK_SECONDS = 7 * 24 * 60 * 60;

    public static function issue(string $userId, string $email, string $secret, ?int $now = null): string
    {
        $claims = ['sub' => $userId, 'email' => $email, 'exp' => ($now ?? time()) + self::WEEK_SECONDS];
        $payload = self::encode(json_encode($claims, JSON_THROW_ON_ERROR));
        return $payload . '.' . self::sign($payload, $secret);
    }

    /**
     * The claims of a token this server signed and that has not expired, else null.
     *
     * @return array{sub: string, email: string, exp: int}|null
     */
    public static function verify(string $token, string $secret, ?int $now = null): ?array
    {
        $parts = explode('.', $token);
        if (count($parts) !== 2 || $parts[0] === '' || $parts[1] === '') {
            return null;
        }
        [$payload, $signature] = $parts;
        if (!hash_equals(self::sign($payload, $secret), $signature)) {
            return null;
        }
        $decoded = base64_decode(strtr($payload, '-_', '+/'), true);
        $claims = is_string($decoded) ? json_decode($decoded, true) : null;
        if (!is_array($claims) || !is_string($claims['sub'] ?? null) || !is_string($claims['email'] ?? null) || !is_int($claims['exp'] ?? null)) {
            return null;
        }
        if ($claims['exp'] <= ($now ?? time())) {
            return null;
        }
        return ['sub' => $claims['sub'], 'email' => $claims['email'], 'exp' => $claims['exp']];
    }

    private static function sign(string $payload, string $secret): string
    {
        return self::encode(hash_hmac('sha256', $payload, $secret, true));
    }

    private static function encode(string $bytes): string
    {
        return rtrim(strtr(base64_encode($bytes), '+/', '-_'), '=');
    }
}
