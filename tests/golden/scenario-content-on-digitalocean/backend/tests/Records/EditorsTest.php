<?php

declare(strict_types=1);

namespace App\Tests\Records;

use App\Tests\Support\EntityChecks;
use App\Tests\Support\Fixtures;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

/** /api/editors */
final class EditorsTest extends TestCase
{
    /** Creates, lists, reads, updates and deletes an editor. */
    public function testLifecycle(): void
    {
        EntityChecks::editorLifecycle(TestClient::create());
        $this->addToAssertionCount(1);
    }

    public function testRejectsOneWithoutItsRequiredFields(): void
    {
        $response = TestClient::create()->post('/api/editors', [])->assertStatus(400);
        $paths = array_column($response->json['issues'], 'path');
        foreach (['name'] as $field) {
            self::assertContains($field, $paths);
        }
    }

    public function testAnswers404ForOneThatDoesNotExist(): void
    {
        $client = TestClient::create();
        $client->get('/api/editors/missing')->assertStatus(404);
        $client->delete('/api/editors/missing')->assertStatus(404);
    }

    /** Rejects an editor whose issue does not exist. */
    public function testRejectsAReferenceToARecordThatDoesNotExist(): void
    {
        $client = TestClient::create();
        $input = Fixtures::editorInput($client);
        $client->post('/api/editors', [...$input, 'issueId' => 'missing'])->assertStatus(400);
    }
}
