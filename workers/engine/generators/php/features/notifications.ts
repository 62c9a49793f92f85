import { code, test } from "../../files";
import { phpFeatureEmitter, type PhpFeature } from "../feature";
import { php } from "../names";

const email = php`
<?php

declare(strict_types=1);

namespace App\Features\Notifications;

final class Email
{
    public function __construct(
        public readonly string $to,
        public readonly string $subject,
        public readonly string $text,
    ) {
    }
}
`;

const mailer = php`
<?php

declare(strict_types=1);

namespace App\Features\Notifications;

/** Sends email. An SMTP or email-API adapter implements this; Services.php picks one. */
interface Mailer
{
    public function send(Email $email): void;
}
`;

const outbox = php`
<?php

declare(strict_types=1);

namespace App\Features\Notifications;

/** Keeps sent emails in memory: the default until a real mailer is configured, and what tests read. */
final class OutboxMailer implements Mailer
{
    /** @var list<Email> */
    public array $sent = [];

    public function send(Email $email): void
    {
        $this->sent[] = $email;
    }
}
`;

const routes = php`
<?php

declare(strict_types=1);

namespace App\Features\Notifications;

use App\Http\HttpError;
use App\Http\Request;
use App\Http\Response;
use App\Http\Router;
use App\Http\Validator;
use App\Services;

/** /api/notifications: in-app notifications, also emailed when the recipient is an email address. */
final class NotificationRoutes
{
    public static function register(Router $router, Services $services): void
    {
        $notifications = $services->repositories->notifications;
        $mailer = $services->mailer;
        $events = $services->events;

        $router->get('/api/notifications', static fn (): Response => Response::json(array_reverse($notifications->list())));
        $router->post('/api/notifications', static function (Request $request) use ($notifications, $mailer, $events): Response {
            $check = new Validator($request->input());
            // An email address, or a name for an in-app notification only.
            $recipient = (string) $check->text('recipient', 200);
            $title = (string) $check->text('title', 200);
            $body = $check->text('body', 2000, required: false);
            $check->done();
            $created = $notifications->create(['recipient' => $recipient, 'title' => $title, 'body' => $body, 'read' => false]);
            if (str_contains($recipient, '@')) {
                $mailer->send(new Email($recipient, $title, $body ?? $title));
            }
            $events->publish('notifications', 'created', (string) $created['id']);
            return Response::json($created, 201);
        });
        $router->post('/api/notifications/:id/read', static function (Request $request, array $params) use ($notifications, $events): Response {
            $id = $params['id'];
            $existing = $notifications->get($id) ?? throw new HttpError(404, 'Notification not found');
            $fields = $existing;
            unset($fields['id']);
            $updated = $notifications->update($id, [...$fields, 'read' => true]);
            $events->publish('notifications', 'updated', $id);
            return Response::json($updated);
        });
    }
}
`;

const notificationsTest = php`
<?php

declare(strict_types=1);

namespace App\Tests\Features;

use App\Features\Notifications\Email;
use App\Features\Notifications\OutboxMailer;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

final class NotificationsTest extends TestCase
{
    public function testStoresANotificationEmailsAnAddressAndMarksItRead(): void
    {
        $client = TestClient::create();
        $created = $client->post('/api/notifications', [
            'recipient' => 'sam@example.com',
            'title' => 'Your order is ready',
            'body' => 'Come and pick it up',
        ])->assertStatus(201);
        self::assertFalse($created->json['read']);
        self::assertSame('Your order is ready', $created->json['title']);
        $outbox = $client->services->mailer;
        self::assertInstanceOf(OutboxMailer::class, $outbox);
        self::assertEquals([new Email('sam@example.com', 'Your order is ready', 'Come and pick it up')], $outbox->sent);
        $read = $client->post('/api/notifications/' . $created->json['id'] . '/read')->assertStatus(200);
        self::assertTrue($read->json['read']);
        self::assertCount(1, $client->get('/api/notifications')->assertStatus(200)->json);
    }

    public function testKeepsAnInAppNotificationWithoutSendingEmail(): void
    {
        $client = TestClient::create();
        $client->post('/api/notifications', ['recipient' => 'kitchen', 'title' => 'New order'])->assertStatus(201);
        $outbox = $client->services->mailer;
        self::assertInstanceOf(OutboxMailer::class, $outbox);
        self::assertSame([], $outbox->sent);
        $client->post('/api/notifications/missing/read')->assertStatus(404);
    }
}
`;

export const notificationsPhp: PhpFeature = {
  feature: "notifications",
  emitter: phpFeatureEmitter("notifications", {
    name: "Notifications API (in-app + email)",
    description:
      "Stored in-app notifications with read state, emailed through a Mailer interface whose default keeps " +
      "an outbox in memory; an SMTP or email-API adapter plugs in behind it.",
    emit: () => [
      code("backend/src/Features/Notifications/Email.php", "backend", email),
      code("backend/src/Features/Notifications/Mailer.php", "backend", mailer),
      code("backend/src/Features/Notifications/OutboxMailer.php", "backend", outbox),
      code("backend/src/Features/Notifications/NotificationRoutes.php", "backend", routes),
      test("backend/tests/Features/NotificationsTest.php", notificationsTest),
    ],
  }),
  services: [
    {
      uses: ["use App\\Features\\Notifications\\Mailer;", "use App\\Features\\Notifications\\OutboxMailer;"],
      param: "public readonly Mailer $mailer,",
      create: "mailer: new OutboxMailer(),",
    },
  ],
  routes: {
    uses: ["use App\\Features\\Notifications\\NotificationRoutes;"],
    mounts: ["NotificationRoutes::register($this->routes, $services);"],
  },
};
