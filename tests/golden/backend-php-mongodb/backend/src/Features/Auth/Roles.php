<?php

declare(strict_types=1);

namespace App\Features\Auth;

use App\Http\HttpError;
use App\Http\Request;
use App\Repositories\Repository;

/**
 * Who uses the app. Every signed-in account reads every record; a role changes (creates, changes, deletes)
 * only the record types, by route, it writes. The managing role assigns roles; the first account takes it.
 * Except where a role owns a record type ('owns'): its accounts see and change only the records of that type
 * they created (see Ownership).
 */
final class Roles
{
    /** @var list<array{name: string, label: string, manages: bool, signUp: bool, writes: list<string>, owns: list<string>}> */
    public const ALL = [
        ['name' => 'customer', 'label' => 'Customer', 'manages' => false, 'signUp' => true, 'writes' => ['orders', 'customers'], 'owns' => ['orders', 'customers']],
        ['name' => 'baker', 'label' => 'Baker', 'manages' => false, 'signUp' => false, 'writes' => ['products', 'orders', 'customers', 'pickup-slots', 'production-lists'], 'owns' => []],
        ['name' => 'owner', 'label' => 'Owner', 'manages' => true, 'signUp' => false, 'writes' => ['products', 'orders', 'customers', 'pickup-slots', 'production-lists'], 'owns' => []],
    ];

    /** The record routes a role is checked on, and how a refusal names their records. */
    public const RECORDS = [
        'products' => 'products',
        'orders' => 'orders',
        'customers' => 'customers',
        'pickup-slots' => 'pickup slots',
        'production-lists' => 'production lists',
    ];

    private const READS = ['GET', 'HEAD', 'OPTIONS'];

    /** @return array{name: string, label: string, manages: bool, signUp: bool, writes: list<string>, owns: list<string>} */
    public static function managing(): array
    {
        foreach (self::ALL as $role) {
            if ($role['manages']) {
                return $role;
            }
        }
        throw new \LogicException('No managing role');
    }

    /** @return array{name: string, label: string, manages: bool, signUp: bool, writes: list<string>, owns: list<string>} */
    public static function signUp(): array
    {
        foreach (self::ALL as $role) {
            if ($role['signUp']) {
                return $role;
            }
        }
        throw new \LogicException('No sign-up role');
    }

    /** @return array{name: string, label: string, manages: bool, signUp: bool, writes: list<string>, owns: list<string>}|null */
    public static function named(mixed $name): ?array
    {
        foreach (self::ALL as $role) {
            if ($role['name'] === $name) {
                return $role;
            }
        }
        return null;
    }

    /** Refuses a change (POST, PUT, DELETE) to a record type the account's role does not write, read on every change. */
    public static function checkWrite(Request $request, Repository $users): void
    {
        $parts = explode('/', $request->path);
        $route = ($parts[1] ?? '') === 'api' ? ($parts[2] ?? '') : '';
        if (in_array($request->method, self::READS, true) || !isset(self::RECORDS[$route])) {
            return;
        }
        $userId = $request->attribute('userId');
        $user = is_string($userId) ? $users->get($userId) : null;
        if ($user === null) {
            throw new HttpError(401, 'Sign in first');
        }
        $role = self::named($user['role'] ?? null);
        if ($role === null || !in_array($route, $role['writes'], true)) {
            $label = $role['label'] ?? (string) ($user['role'] ?? '');
            throw new HttpError(403, sprintf('Your role (%s) cannot change %s', $label, self::RECORDS[$route]));
        }
    }
}
