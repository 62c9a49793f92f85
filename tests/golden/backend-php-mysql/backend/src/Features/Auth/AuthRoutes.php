<?php

declare(strict_types=1);

namespace App\Features\Auth;

use App\Http\HttpError;
use App\Http\Request;
use App\Http\Response;
use App\Http\Router;
use App\Http\Validator;
use App\Services;

/**
 * /api/auth: register, login (both answer { token, user }), the signed-in user, and for the managing role
 * every account and the role each has.
 */
final class AuthRoutes
{
    public static function register(Router $router, Services $services): void
    {
        $users = $services->repositories->users;
        $secret = $services->config->authSecret;
        $session = static fn (array $user): array => [
            'token' => Tokens::issue((string) $user['id'], (string) $user['email'], $secret),
            'user' => self::publicUser($user),
        ];

        $router->post('/api/auth/register', static function (Request $request) use ($users, $session): Response {
            $check = new Validator($request->input());
            $name = $check->text('name', 100);
            $email = $check->email('email');
            $password = $check->text('password', 200, trim: false, min: 8, tooShort: 'Use at least 8 characters');
            $check->done();
            $email = strtolower((string) $email);
            if ($users->findBy('email', $email) !== []) {
                throw new HttpError(409, 'An account with that email already exists');
            }
            // The first account runs the app; every later one starts in the sign-up role.
            $role = $users->list() === [] ? Roles::managing() : Roles::signUp();
            $user = $users->create(['name' => $name, 'email' => $email, 'passwordHash' => Passwords::hash((string) $password), 'role' => $role['name']]);
            return Response::json($session($user), 201);
        });

        $router->post('/api/auth/login', static function (Request $request) use ($users, $session): Response {
            $check = new Validator($request->input());
            $email = $check->email('email');
            $password = $check->text('password', null, trim: false, min: 1);
            $check->done();
            $user = $users->findBy('email', strtolower((string) $email))[0] ?? null;
            if ($user === null || !Passwords::verify((string) $password, (string) $user['passwordHash'])) {
                throw new HttpError(401, 'Wrong email or password');
            }
            return Response::json($session($user));
        });

        $signedIn = static function (Request $request) use ($users, $secret): array {
            $userId = Guard::signedIn($request, $secret)->attribute('userId');
            $user = is_string($userId) ? $users->get($userId) : null;
            if ($user === null) {
                throw new HttpError(401, 'Sign in first');
            }
            return $user;
        };
        $managing = static function (Request $request) use ($signedIn): array {
            $user = $signedIn($request);
            $role = Roles::managing();
            if (($user['role'] ?? null) !== $role['name']) {
                throw new HttpError(403, sprintf('Only the %s role manages accounts', $role['label']));
            }
            return $user;
        };

        $router->get('/api/auth/me', static function (Request $request) use ($signedIn): Response {
            return Response::json(self::publicUser($signedIn($request)));
        });

        $router->get('/api/auth/users', static function (Request $request) use ($users, $managing): Response {
            $managing($request);
            return Response::json(array_map(self::publicUser(...), $users->list()));
        });

        $router->put('/api/auth/users/:id/role', static function (Request $request, array $params) use ($users, $managing): Response {
            $manager = $managing($request);
            $check = new Validator($request->input());
            $role = $check->text('role', 100);
            $names = array_map(static fn (array $known): string => $known['name'], Roles::ALL);
            if (!$check->failed('role')) {
                $check->check('role', Roles::named($role) !== null, 'One of ' . implode(', ', $names));
            }
            $check->done();
            $user = $users->get($params['id']) ?? throw new HttpError(404, 'Account not found');
            // Someone must always be able to assign roles: the managing account keeps its own.
            if ($user['id'] === $manager['id']) {
                throw new HttpError(400, 'You cannot change your own role');
            }
            $updated = $users->update((string) $user['id'], [...$user, 'role' => $role]) ?? throw new HttpError(404, 'Account not found');
            return Response::json(self::publicUser($updated));
        });
    }

    /**
     * @param array<string, mixed> $user
     * @return array{id: mixed, name: mixed, email: mixed, role: mixed}
     */
    private static function publicUser(array $user): array
    {
        return ['id' => $user['id'], 'name' => $user['name'], 'email' => $user['email'], 'role' => $user['role'] ?? null];
    }
}
