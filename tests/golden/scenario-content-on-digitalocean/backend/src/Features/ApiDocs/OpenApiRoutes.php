<?php

declare(strict_types=1);

namespace App\Features\ApiDocs;

use App\Http\Response;
use App\Http\Router;
use App\OpenApi;

/** /api/openapi.json: the machine-readable description of this API, for clients and API tools. */
final class OpenApiRoutes
{
    public static function register(Router $router): void
    {
        $router->get('/api/openapi.json', static fn (): Response => new Response(
            200,
            ['Content-Type' => 'application/json; charset=utf-8'],
            OpenApi::DOCUMENT,
        ));
    }
}
