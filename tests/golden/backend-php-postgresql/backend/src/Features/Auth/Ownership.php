<?php

declare(strict_types=1);

namespace App\Features\Auth;

use App\Http\HttpError;
use App\Http\Request;
use App\Repositories\Repository;

/**
 * Who created each record of the types a role owns (Roles::ALL, 'owns'), kept in record_owners. An account whose
 * role owns a type sees and changes only the records of it that it created: another account's answer as if they
 * did not exist. Roles that own nothing (staff, the managing role) see everything. The live stream tells an account of
 * a change to such a record only when it sees the record: the change carries who created it (see ChangeFeed).
 */
final class Ownership
{
    public function __construct(private readonly Repository $users, private readonly Repository $owners)
    {
    }

    /** Notes the signed-in account as the creator of a new record, when some role owns its type. */
    public function noteCreated(Request $request, string $route, string $id): void
    {
        if (!in_array($route, self::ownedRoutes(), true)) {
            return;
        }
        $this->owners->create(['recordType' => $route, 'recordId' => $id, 'accountId' => (string) $request->attribute('userId')]);
    }

    /** Whether the signed-in account may see one record: always, unless its role owns the type and another account created it. */
    public function sees(Request $request, string $route, string $id): bool
    {
        $accountId = $this->ownerOf($request, $route);
        if ($accountId === null) {
            return true;
        }
        return in_array($accountId, $this->owners($route, $id), true);
    }

    /**
     * The records of a list the signed-in account may see.
     *
     * @param list<array<string, mixed>> $records
     * @return list<array<string, mixed>>
     */
    public function visible(Request $request, string $route, array $records): array
    {
        $accountId = $this->ownerOf($request, $route);
        if ($accountId === null) {
            return $records;
        }
        $mine = [];
        foreach ($this->owners->findBy('accountId', $accountId) as $row) {
            if ($row['recordType'] === $route) {
                $mine[(string) $row['recordId']] = true;
            }
        }
        return array_values(array_filter($records, static fn (array $record): bool => isset($mine[(string) $record['id']])));
    }

    /**
     * Who created a record, when some role owns its type (none otherwise): what its change events carry. Read
     * before forget() for a deleted record, so its creator still hears of the deletion.
     *
     * @return list<string> their account ids
     */
    public function owners(string $route, string $id): array
    {
        if (!in_array($route, self::ownedRoutes(), true)) {
            return [];
        }
        return array_map(static fn (array $row): string => (string) $row['accountId'], $this->notes($route, $id));
    }

    /**
     * Whether an account's live stream tells it of a change: always, unless the record is of a type the account's
     * role owns and another account created it. The role is read from the stored account for every change, as on
     * every request; an account that is gone hears of no record of an owned type.
     *
     * @param array{topic: string, action: string, id: string, owners: list<string>} $change
     */
    public function seesChange(string $accountId, array $change): bool
    {
        if (!in_array($change['topic'], self::ownedRoutes(), true)) {
            return true;
        }
        $user = $accountId === '' ? null : $this->users->get($accountId);
        if ($user === null) {
            return false;
        }
        $role = Roles::named($user['role'] ?? null);
        if ($role === null || !in_array($change['topic'], $role['owns'], true)) {
            return true;
        }
        return in_array($accountId, $change['owners'], true);
    }

    /** Forgets who created a deleted record. */
    public function forget(string $route, string $id): void
    {
        foreach ($this->notes($route, $id) as $row) {
            $this->owners->remove((string) $row['id']);
        }
    }

    /**
     * The notes of who created one record of a route.
     *
     * @return list<array<string, mixed>>
     */
    private function notes(string $route, string $id): array
    {
        return array_values(array_filter(
            $this->owners->findBy('recordId', $id),
            static fn (array $row): bool => $row['recordType'] === $route,
        ));
    }

    /** The signed-in account's id when its role owns the type (it sees only its own), else null (it sees all). */
    private function ownerOf(Request $request, string $route): ?string
    {
        if (!in_array($route, self::ownedRoutes(), true)) {
            return null;
        }
        // The role is read from the stored account on every request, as Roles::checkWrite does: a new role applies at once.
        $userId = $request->attribute('userId');
        $user = is_string($userId) ? $this->users->get($userId) : null;
        if ($user === null) {
            throw new HttpError(401, 'Sign in first');
        }
        $role = Roles::named($user['role'] ?? null);
        return $role !== null && in_array($route, $role['owns'], true) ? (string) $user['id'] : null;
    }

    /** @return list<string> the routes some role owns */
    private static function ownedRoutes(): array
    {
        return array_values(array_unique(array_merge(...array_map(static fn (array $role): array => $role['owns'], Roles::ALL))));
    }
}
