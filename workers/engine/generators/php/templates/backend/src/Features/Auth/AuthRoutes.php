<?php

declare(strict_types=1);

namespace App\Features\Auth;

use App\Http\HttpError;
use App\Http\Request;
use App\Http\Response;
use App\Http\Router;
use App\Http\Validator;
use App\Services;

/** /api/auth: register, login (both answer { token, user }) and the signed-in user. */
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
            $user = $users->create(['name' => $name, 'email' => $email, 'passwordHash' => Passwords::hash((string) $password)]);
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

        $router->get('/api/auth/me', static function (Request $request) use ($users, $secret): Response {
            $userId = Guard::signedIn($request, $secret)->attribute('userId');
            $user = is_string($userId) ? $users->get($userId) : null;
            if ($user === null) {
                throw new HttpError(401, 'Sign in first');
            }
            return Response::json(self::publicUser($user));
        });
    }

    /**
     * @param array<string, mixed> $user
     * @return array{id: mixed, name: mixed, email: mixed}
     */
    private static function publicUser(array $user): array
    {
        return ['id' => $user['id'], 'name' => $user['name'], 'email' => $user['email']];
    }
}
