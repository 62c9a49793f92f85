<?php

declare(strict_types=1);

namespace App\Tests;

use App\Tests\Support\ApiDocument;
use App\Tests\Support\Fixtures;
use App\Tests\Support\TestClient;
use App\Tests\Support\TestResponse;
use PHPUnit\Framework\TestCase;

/** The OpenAPI document every answer of the tests is checked against (tests/Support/ApiDocument.php). */
final class ApiDocumentTest extends TestCase
{
    private const JSON = ['Content-Type' => 'application/json; charset=utf-8'];

    public function testHoldsOnlyValidJsonSchemas(): void
    {
        self::assertGreaterThan(0, ApiDocument::checkEverySchema());
    }

    public function testDescribesWhatTheTestsSendAsValidInput(): void
    {
        $client = TestClient::create();
        self::assertNull(ApiDocument::schemaProblems('ArticleInput', Fixtures::articleInput($client)));
        self::assertNull(ApiDocument::schemaProblems('CategoryInput', Fixtures::categoryInput($client)));
        self::assertNull(ApiDocument::schemaProblems('AuthorInput', Fixtures::authorInput($client)));
        self::assertNull(ApiDocument::schemaProblems('IssueInput', Fixtures::issueInput($client)));
        self::assertNull(ApiDocument::schemaProblems('EditorInput', Fixtures::editorInput($client)));
        self::assertNull(ApiDocument::schemaProblems('PhotoInput', Fixtures::photoInput($client)));
        self::assertNull(ApiDocument::schemaProblems('ReaderInput', Fixtures::readerInput($client)));
    }

    public function testFailsAnAnswerWhoseStatusOrBodyItDoesNotDeclare(): void
    {
        $health = static fn (int $status, string $body): TestResponse => new TestResponse($status, self::JSON, $body, null);
        self::assertNull(ApiDocument::problem('GET', '/api/health', $health(200, '{"status":"ok"}')));
        self::assertStringContainsString('does not declare', (string) ApiDocument::problem('GET', '/api/health', $health(418, '{"status":"ok"}')));
        self::assertStringContainsString('body', (string) ApiDocument::problem('GET', '/api/health', $health(200, '{"status":"down"}')));
        self::assertStringContainsString('body', (string) ApiDocument::problem('GET', '/api/articles', $health(200, '{}')));
        self::assertNull(ApiDocument::problem('GET', '/api/no-such-thing', $health(404, '{"error":"No route"}')));
        self::assertStringContainsString('no operation', (string) ApiDocument::problem('GET', '/api/no-such-thing', $health(200, '{"status":"ok"}')));
    }
}
