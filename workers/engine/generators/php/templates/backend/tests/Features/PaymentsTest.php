<?php

declare(strict_types=1);

namespace App\Tests\Features;

use App\Features\Payments\LocalPaymentProvider;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

final class PaymentsTest extends TestCase
{
    public function testTakesAPaymentAndKeepsItsRecord(): void
    {
        $client = TestClient::create();
        $response = $client->post('/api/payments/checkout', [
            'amount' => 2500,
            'currency' => 'EUR',
            'description' => 'First order',
            'paymentMethod' => 'pm_card_visa',
        ])->assertStatus(201);
        self::assertSame(2500, $response->json['amount']);
        self::assertSame('eur', $response->json['currency']);
        self::assertSame('succeeded', $response->json['status']);
        self::assertNull($response->json['failureReason']);
        self::assertCount(1, $client->get('/api/payments')->assertStatus(200)->json);
        $client->get('/api/payments/' . $response->json['id'])->assertStatus(200);
    }

    public function testRecordsADeclinedCardAsAFailedPayment(): void
    {
        $client = TestClient::create();
        $response = $client->post('/api/payments/checkout', ['amount' => 100, 'paymentMethod' => LocalPaymentProvider::DECLINED_METHOD])->assertStatus(402);
        // Answered as every failure is; the payment is kept as a failed one.
        self::assertSame(['error' => 'The card was declined'], $response->json);
        $payments = $client->get('/api/payments')->assertStatus(200)->json;
        self::assertCount(1, $payments);
        self::assertSame('failed', $payments[0]['status']);
        self::assertSame('The card was declined', $payments[0]['failureReason']);
        self::assertSame('usd', $payments[0]['currency']);
    }

    public function testRejectsAnAmountThatIsNotAPositiveWholeNumberOfCents(): void
    {
        $client = TestClient::create();
        $client->post('/api/payments/checkout', ['amount' => -5, 'paymentMethod' => 'pm_card_visa'])->assertStatus(400);
        $client->post('/api/payments/checkout', ['amount' => 1.5, 'paymentMethod' => 'pm_card_visa'])->assertStatus(400);
        $client->get('/api/payments/missing')->assertStatus(404);
    }
}
