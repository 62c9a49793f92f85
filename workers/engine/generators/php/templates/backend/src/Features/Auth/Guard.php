<?php

declare(strict_types=1);

namespace App\Features\Auth;

use App\Http\HttpError;
use App\Http\Request;

/**
 * Lets a request through with a valid token: "Authorization: Bearer <token>", or ?token= for the
 * browser's EventSource and download links, which cannot send headers.
 */
final class Guard
{
    /** The request with the signed-in user's id ("userId"), or a 401. */
    public static function signedIn(Request $request, string $secret): Request
    {
        $header = $request->header('authorization') ?? '';
        $token = str_starts_with($header, 'Bearer ') ? substr($header, strlen('Bearer ')) : null;
        $fromQuery = $request->query['token'] ?? null;
        $claims = Tokens::verify($token ?? (is_string($fromQuery) ? $fromQuery : ''), $secret);
        if ($claims === null) {
            throw new HttpError(401, 'Sign in first');
        }
        return $request->with('userId', $claims['sub']);
    }
}
