<?php

declare(strict_types=1);

namespace App;

{{uses}}

/** The {{name}} API: every route under /api, one error shape. */
final class App
{
    public const MAX_JSON_BYTES = 1_048_576;

    /** Routes reachable without signing in. */
    private readonly Router $open;

    private readonly Router $routes;

    public function __construct(private readonly Services $services)
    {
        $this->open = new Router();
        $this->routes = new Router();
        $this->open->get('/api/health', static fn (): Response => Response::json(['status' => 'ok']));
        {{routes}}
    }

    public function handle(Request $request): Response
    {
        $origin = $this->services->config->corsOrigin;
        if ($origin === null) {
            return $this->dispatch($request);
        }
        // Lets one other origin (the frontend, when it is served from elsewhere) call the API.
        $response = $request->method === 'OPTIONS' ? Response::noContent() : $this->dispatch($request);
        return $response->withHeaders([
            'Access-Control-Allow-Origin' => $origin,
            'Vary' => 'Origin',
            'Access-Control-Allow-Headers' => 'Authorization, Content-Type, X-File-Name, X-File-Type',
            'Access-Control-Allow-Methods' => 'GET, POST, PUT, DELETE, OPTIONS',
        ]);
    }

    private function dispatch(Request $request): Response
    {
        try {
            $request = $this->parseJson($request);
            $method = $request->method === 'HEAD' ? 'GET' : $request->method;
            $handler = $this->open->match($method, $request->path);
            {{guard}}
            $handler ??= $this->routes->match($method, $request->path);
            if ($handler === null) {
                throw new HttpError(404, "No route for {$request->method} {$request->uri}");
            }
            return $handler($request);
        } catch (\Throwable $error) {
            return Errors::respond($error);
        }
    }

    /**
     * A JSON body is parsed before routing, so every route answers a body it cannot read the same way: over 1 MB
     * is a 413, a charset other than UTF-8 or a compressed body a 415 (JSON is UTF-8, and no body is inflated
     * here), malformed JSON a 400.
     */
    private function parseJson(Request $request): Request
    {
        $type = $request->contentType();
        if ($type !== 'application/json' && !str_ends_with($type, '+json')) {
            return $request;
        }
        // Content-Length too: a server may drop a body past its own limit (post_max_size) before PHP sees it.
        if (strlen($request->body) > self::MAX_JSON_BYTES || (int) ($request->header('content-length') ?? 0) > self::MAX_JSON_BYTES) {
            throw new HttpError(413, 'The request body is larger than 1 MB');
        }
        if ($request->body === '') {
            return $request;
        }
        $charset = preg_match('/;\s*charset\s*=\s*"?([^";\s]+)/i', $request->header('content-type') ?? '', $found) === 1 ? strtolower($found[1]) : 'utf-8';
        if ($charset !== 'utf-8' && $charset !== 'utf8') {
            throw new HttpError(415, "The charset $charset is not supported: send JSON as UTF-8");
        }
        $encoding = strtolower(trim($request->header('content-encoding') ?? ''));
        if ($encoding !== '' && $encoding !== 'identity') {
            throw new HttpError(415, "The content encoding $encoding is not supported: send the body uncompressed");
        }
        try {
            return $request->with('input', json_decode($request->body, true, 64, JSON_THROW_ON_ERROR));
        } catch (\JsonException) {
            throw new HttpError(400, 'The request body is not valid JSON');
        }
    }
}
