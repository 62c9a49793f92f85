<?php

declare(strict_types=1);

namespace App\Tests\Features;

use App\Tests\Support\Fixtures;
use App\Tests\Support\OwnershipChecks;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

final class LiveTest extends TestCase
{
    public function testStreamsEachChangeToOpenConnections(): void
    {
        $client = TestClient::create();
        $response = $client->get('/api/live')->assertStatus(200);
        self::assertStringContainsString('text/event-stream', $response->headers['Content-Type'] ?? '');
        self::assertNotNull($response->stream);
        $received = '';
        $rounds = 0;
        // The stream runs until the wait closure says the client left: here, after one change was made.
        ($response->stream)(
            static function (string $chunk) use (&$received): void {
                $received .= $chunk;
            },
            static function () use ($client, &$rounds): bool {
                $rounds++;
                if ($rounds === 1) {
                    $client->post('/api/products', Fixtures::productInput($client))->assertStatus(201);
                }
                return $rounds <= 2;
            },
        );
        self::assertStringContainsString('"topic":"products"', $received);
        self::assertStringContainsString('"action":"created"', $received);
    }

    public function testStreamsChangesToCustomersOnlyToTheAccountsThatSeeThem(): void
    {
        [$manager, $first, $second] = OwnershipChecks::accounts(TestClient::anonymous());
        $created = '';
        $other = '';
        [$mine, $theirs, $managing] = self::streamsWhile([$first, $second, $manager], static function () use ($first, $second, &$created, &$other): void {
            $created = (string) $first->post('/api/customers', Fixtures::customerInput($first))->assertStatus(201)->json['id'];
            $other = (string) $second->post('/api/customers', Fixtures::customerInput($second))->assertStatus(201)->json['id'];
            $first->delete('/api/customers/' . $created)->assertStatus(204);
            $second->delete('/api/customers/' . $other)->assertStatus(204);
        });
        // The second account's stream tells it of its own record, and nothing of the first's.
        self::assertStringContainsString(self::change('created', $other), $theirs);
        self::assertStringContainsString(self::change('deleted', $other), $theirs);
        self::assertStringNotContainsString('"id":"' . $created . '"', $theirs);
        // The first account's tells it of its record's creation and deletion, and nothing of the second's.
        self::assertStringContainsString(self::change('created', $created), $mine);
        self::assertStringContainsString(self::change('deleted', $created), $mine);
        self::assertStringNotContainsString('"id":"' . $other . '"', $mine);
        // The managing role owns nothing: its stream tells it of every change.
        foreach ([self::change('created', $created), self::change('created', $other), self::change('deleted', $created), self::change('deleted', $other)] as $change) {
            self::assertStringContainsString($change, $managing);
        }
    }

    /** A change event as the API describes it: the topic, the action and the id, nothing else. */
    private static function change(string $action, string $id): string
    {
        return "event: change\ndata: " . json_encode(['topic' => 'customers', 'action' => $action, 'id' => $id], JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR) . "\n\n";
    }

    /**
     * What each client's live stream sends while $act runs: each stream runs until its wait closure says the client
     * left, so the next one is opened inside it, and $act runs inside the last, while all of them are open.
     *
     * @param list<TestClient> $clients
     * @return list<string>
     */
    private static function streamsWhile(array $clients, \Closure $act): array
    {
        $client = array_shift($clients);
        if ($client === null) {
            $act();
            return [];
        }
        $response = $client->get('/api/live')->assertStatus(200);
        self::assertNotNull($response->stream);
        $received = '';
        $inner = [];
        $rounds = 0;
        ($response->stream)(
            static function (string $chunk) use (&$received): void {
                $received .= $chunk;
            },
            static function () use ($clients, $act, &$inner, &$rounds): bool {
                $rounds++;
                if ($rounds === 1) {
                    $inner = self::streamsWhile($clients, $act);
                }
                return $rounds <= 2;
            },
        );
        return [$received, ...$inner];
    }
}
