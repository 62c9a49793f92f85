<?php

declare(strict_types=1);

namespace App\Http;

use App\Repositories\DuplicateValueError;
use App\Repositories\RecordInUseError;

/** One error shape for every failure: { error, issues? }. Unknown errors are logged and answered with 500. */
final class Errors
{
    public static function respond(\Throwable $error): Response
    {
        if ($error instanceof ValidationError) {
            return Response::json(['error' => $error->getMessage(), 'issues' => $error->issues], 400);
        }
        if ($error instanceof HttpError) {
            return Response::json(['error' => $error->getMessage()], $error->status);
        }
        if ($error instanceof RecordInUseError || $error instanceof DuplicateValueError) {
            return Response::json(['error' => $error->getMessage()], 409);
        }
        error_log((string) $error);
        return Response::json(['error' => 'Something went wrong'], 500);
    }
}
