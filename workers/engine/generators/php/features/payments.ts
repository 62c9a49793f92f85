import { code, test } from "../../files";
import { phpFeatureEmitter, type PhpFeature } from "../feature";
import { php } from "../names";

const chargeRequest = php`
<?php

declare(strict_types=1);

namespace App\Features\Payments;

final class ChargeRequest
{
    public function __construct(
        /** In the currency's smallest unit (cents). */
        public readonly int $amount,
        public readonly string $currency,
        public readonly ?string $description,
        /** A payment method token from the provider's client library (or a local test method). */
        public readonly string $paymentMethod,
    ) {
    }
}
`;

const chargeResult = php`
<?php

declare(strict_types=1);

namespace App\Features\Payments;

final class ChargeResult
{
    public function __construct(
        /** "succeeded" or "failed" */
        public readonly string $status,
        public readonly string $providerReference,
        public readonly ?string $failureReason,
    ) {
    }

    public function succeeded(): bool
    {
        return $this->status === 'succeeded';
    }
}
`;

const provider = php`
<?php

declare(strict_types=1);

namespace App\Features\Payments;

/**
 * Where payments are taken. The app ships with a local provider so it runs and tests with no account;
 * a Stripe (or other) adapter implements this interface and is chosen in Services.php.
 */
interface PaymentProvider
{
    public function name(): string;

    public function charge(ChargeRequest $request): ChargeResult;
}
`;

const localProvider = php`
<?php

declare(strict_types=1);

namespace App\Features\Payments;

use App\Repositories\Ids;

/** Takes every payment locally, with no account: for development and tests. */
final class LocalPaymentProvider implements PaymentProvider
{
    /** Local test methods, named like Stripe's: "pm_card_visa" succeeds, this one is declined. */
    public const DECLINED_METHOD = 'pm_card_chargeDeclined';

    public function name(): string
    {
        return 'local';
    }

    public function charge(ChargeRequest $request): ChargeResult
    {
        $reference = 'local_' . Ids::generate();
        if ($request->paymentMethod === self::DECLINED_METHOD) {
            return new ChargeResult('failed', $reference, 'The card was declined');
        }
        return new ChargeResult('succeeded', $reference, null);
    }
}
`;

const routes = php`
<?php

declare(strict_types=1);

namespace App\Features\Payments;

use App\Http\HttpError;
use App\Http\Request;
use App\Http\Response;
use App\Http\Router;
use App\Http\Validator;
use App\Services;

/** /api/payments: take a payment through the configured provider and keep its record. */
final class PaymentRoutes
{
    public static function register(Router $router, Services $services): void
    {
        $payments = $services->repositories->payments;
        $provider = $services->payments;
        $events = $services->events;

        $router->post('/api/payments/checkout', static function (Request $request) use ($payments, $provider, $events): Response {
            $charge = self::checkout($request->input());
            $result = $provider->charge($charge);
            $payment = $payments->create([
                'amount' => $charge->amount,
                'currency' => $charge->currency,
                'description' => $charge->description,
                'status' => $result->status,
                'providerReference' => $result->providerReference,
                'failureReason' => $result->failureReason,
            ]);
            $events->publish('payments', 'created', (string) $payment['id']);
            return Response::json($payment, $result->succeeded() ? 201 : 402);
        });
        $router->get('/api/payments', static fn (): Response => Response::json($payments->list()));
        $router->get('/api/payments/:id', static function (Request $request, array $params) use ($payments): Response {
            return Response::json($payments->get($params['id']) ?? throw new HttpError(404, 'Payment not found'));
        });
    }

    private static function checkout(mixed $body): ChargeRequest
    {
        $check = new Validator($body);
        $amount = $check->number('amount');
        if ($amount !== null) {
            $check->check('amount', floor((float) $amount) === (float) $amount && $amount > 0, 'Must be a positive whole number of cents');
        }
        $currency = is_array($body) && array_key_exists('currency', $body) ? $check->text('currency', 3) : 'usd';
        if ($currency !== null && !$check->failed('currency')) {
            $check->check('currency', preg_match('/^[A-Za-z]{3}$/', $currency) === 1, 'Use a three-letter currency code');
        }
        $description = $check->text('description', 200, required: false);
        $paymentMethod = $check->text('paymentMethod', null);
        $check->done();
        return new ChargeRequest((int) $amount, strtolower((string) $currency), $description, (string) $paymentMethod);
    }
}
`;

const paymentsTest = php`
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
        self::assertSame('failed', $response->json['status']);
        self::assertSame('The card was declined', $response->json['failureReason']);
        self::assertSame('usd', $response->json['currency']);
    }

    public function testRejectsAnAmountThatIsNotAPositiveWholeNumberOfCents(): void
    {
        $client = TestClient::create();
        $client->post('/api/payments/checkout', ['amount' => -5, 'paymentMethod' => 'pm_card_visa'])->assertStatus(400);
        $client->post('/api/payments/checkout', ['amount' => 1.5, 'paymentMethod' => 'pm_card_visa'])->assertStatus(400);
        $client->get('/api/payments/missing')->assertStatus(404);
    }
}
`;

export const paymentsPhp: PhpFeature = {
  feature: "payments",
  emitter: phpFeatureEmitter("payments", {
    name: "Payments API (provider interface + local provider)",
    description:
      "Checkout through a PaymentProvider interface, with a local provider for development and tests; " +
      "each payment is stored with its outcome. A Stripe adapter plugs in behind the same interface.",
    emit: () => [
      code("backend/src/Features/Payments/ChargeRequest.php", "backend", chargeRequest),
      code("backend/src/Features/Payments/ChargeResult.php", "backend", chargeResult),
      code("backend/src/Features/Payments/PaymentProvider.php", "backend", provider),
      code("backend/src/Features/Payments/LocalPaymentProvider.php", "backend", localProvider),
      code("backend/src/Features/Payments/PaymentRoutes.php", "backend", routes),
      test("backend/tests/Features/PaymentsTest.php", paymentsTest),
    ],
  }),
  services: [
    {
      uses: ["use App\\Features\\Payments\\LocalPaymentProvider;", "use App\\Features\\Payments\\PaymentProvider;"],
      param: "public readonly PaymentProvider $payments,",
      create: "payments: new LocalPaymentProvider(),",
    },
  ],
  routes: {
    uses: ["use App\\Features\\Payments\\PaymentRoutes;"],
    mounts: ["PaymentRoutes::register($this->routes, $services);"],
  },
};
