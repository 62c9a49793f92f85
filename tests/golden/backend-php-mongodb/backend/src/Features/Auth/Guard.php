<?php

declare(strict_types=1);

namespace App\Features\Auth;

use App\Http\HttpError;
use App\Http\Request;

/**
 * Lets a request through with a valid token in "Authorization: Bearer <token>", and only there: a token in
 * the URL (?token=) is refused, as URLs end up in logs, the history and Referer headers. The frontend sends
 * the header on every call, its live stream and file downloads included (both read with fetch).
 */
final class Guard
{
    /** The request with the signed-in user's id ("userId"), or a 401. */
    public static function signedIn(Request $request, string $secret): Request
    {
        $header = $request->header('authorization') ?? '';
        $token = str_starts_with($header, 'Bearer ') ? substr($header, strlen('Bearer ')) : '';
        $claims = Tokens::verify($token, $secret);
        if ($claims === null) {
            throw new HttpError(401, 'Sign in first');
        }
        return $request->with('userId', $claims['sub']);
    }
}
