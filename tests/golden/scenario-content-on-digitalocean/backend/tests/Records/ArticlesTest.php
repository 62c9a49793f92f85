<?php

declare(strict_types=1);

namespace App\Tests\Records;

use App\Tests\Support\EntityChecks;
use App\Tests\Support\Fixtures;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

/** /api/articles */
final class ArticlesTest extends TestCase
{
    /** Creates, lists, reads, updates and deletes an article. */
    public function testLifecycle(): void
    {
        EntityChecks::articleLifecycle(TestClient::create());
        $this->addToAssertionCount(1);
    }

    public function testRejectsOneWithoutItsRequiredFields(): void
    {
        $response = TestClient::create()->post('/api/articles', [])->assertStatus(400);
        $paths = array_column($response->json['issues'], 'path');
        foreach (['title', 'authorId'] as $field) {
            self::assertContains($field, $paths);
        }
    }

    public function testAnswers404ForOneThatDoesNotExist(): void
    {
        $client = TestClient::create();
        $client->get('/api/articles/missing')->assertStatus(404);
        $client->delete('/api/articles/missing')->assertStatus(404);
    }

    /** Rejects an article whose category does not exist. */
    public function testRejectsAReferenceToARecordThatDoesNotExist(): void
    {
        $client = TestClient::create();
        $input = Fixtures::articleInput($client);
        $client->post('/api/articles', [...$input, 'categoryId' => 'missing'])->assertStatus(400);
    }

    /** Keeps what an article refers to. */
    public function testKeepsWhatItRefersTo(): void
    {
        EntityChecks::articleKeepsReferences(TestClient::create());
        $this->addToAssertionCount(1);
    }
}
