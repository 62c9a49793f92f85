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
