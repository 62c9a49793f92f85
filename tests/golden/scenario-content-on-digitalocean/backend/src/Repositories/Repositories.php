<?php

declare(strict_types=1);

namespace App\Repositories;

use App\Domain\Article;
use App\Domain\Author;
use App\Domain\Category;
use App\Domain\Editor;
use App\Domain\Issue;
use App\Domain\Photo;
use App\Domain\Reader;
use App\Domain\Upload;
use App\Domain\User;

/** The repositories of every stored record: in memory, or in the database. */
final class Repositories
{
    public function __construct(
        public readonly Repository $categories,
        public readonly Repository $authors,
        public readonly Repository $articles,
        public readonly Repository $issues,
        public readonly Repository $editors,
        public readonly Repository $photos,
        public readonly Repository $readers,
        public readonly Repository $users,
        public readonly Repository $uploads,
    ) {
    }

    /** @return list<RecordSpec> every table, referenced ones first (the order they are created in) */
    public static function specs(): array
    {
        return [
            Category::spec(),
            Author::spec(),
            Article::spec(),
            Issue::spec(),
            Editor::spec(),
            Photo::spec(),
            Reader::spec(),
            User::spec(),
            Upload::spec(),
        ];
    }

    /** @param \Closure(RecordSpec): Repository $make the memory store's factory or the database's */
    public static function from(\Closure $make): self
    {
        return new self(
            $make(Category::spec()),
            $make(Author::spec()),
            $make(Article::spec()),
            $make(Issue::spec()),
            $make(Editor::spec()),
            $make(Photo::spec()),
            $make(Reader::spec()),
            $make(User::spec()),
            $make(Upload::spec()),
        );
    }

    public static function inMemory(?MemoryStore $store = null): self
    {
        $memory = $store ?? new MemoryStore(self::specs());
        return self::from(static fn (RecordSpec $spec): Repository => $memory->repository($spec));
    }
}
