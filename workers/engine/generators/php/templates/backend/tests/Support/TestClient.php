<?php

declare(strict_types=1);

namespace App\Tests\Support;

use App\App;
use App\Config;
{{tokensImport}}
use App\Http\Request;
use App\Repositories\Repositories;
use App\Services;
use PHPUnit\Framework\Assert;

/**
 * Calls the app in-process, with in-memory repositories unless given others; signed in when the app has accounts.
 * Every answer is checked against the OpenAPI document (ApiDocument): an undeclared status or a body the document
 * does not describe fails the test.
 */
final class TestClient
{
    /** @param array<string, string> $headers what every call carries */
    private function __construct(
        public readonly App $app,
        public readonly Services $services,
        private readonly array $headers,
    ) {
    }

    public static function create(?Repositories $repositories = null): self
    {
        {{create}}
    }

    /** A client that has not signed in. */
    public static function anonymous(?Repositories $repositories = null): self
    {
        $services = Services::create($repositories ?? Repositories::inMemory(), Config::fromEnvironment(['AUTH_SECRET' => bin2hex(random_bytes(32))]));
        return new self(new App($services), $services, []);
    }

    public function withToken(string $token): self
    {
        return new self($this->app, $this->services, [...$this->headers, 'Authorization' => "Bearer $token"]);
    }

    public function get(string $path): TestResponse
    {
        return $this->send('GET', $path);
    }

    public function post(string $path, mixed $body = null): TestResponse
    {
        return $this->sendJson('POST', $path, $body);
    }

    public function put(string $path, mixed $body = null): TestResponse
    {
        return $this->sendJson('PUT', $path, $body);
    }

    public function delete(string $path): TestResponse
    {
        return $this->send('DELETE', $path);
    }

    /** @param array<string, string> $headers */
    public function send(string $method, string $path, string $body = '', array $headers = []): TestResponse
    {
        $response = $this->app->handle(new Request($method, $path, [...$this->headers, ...$headers], $body));
        $answer = new TestResponse($response->status, $response->headers, $response->body, $response->stream);
        $problem = ApiDocument::problem($method, $path, $answer);
        if ($problem !== null) {
            Assert::fail($problem);
        }
        return $answer;
    }

    /** Sends the body as JSON; an empty array goes as the empty object {}. */
    private function sendJson(string $method, string $path, mixed $body): TestResponse
    {
        if ($body === null) {
            return $this->send($method, $path);
        }
        $json = json_encode($body === [] ? new \stdClass() : $body, JSON_THROW_ON_ERROR);
        return $this->send($method, $path, $json, ['Content-Type' => 'application/json']);
    }
}
