<?php

declare(strict_types=1);

namespace App\Routes;

use App\Domain\Article;
use App\Http\Crud;
use App\Http\Router;
use App\Services;

/** /api/articles: list, create, read, replace and delete articles. */
final class ArticleRoutes
{
    public static function register(Router $router, Services $services): void
    {
        Crud::register(
            router: $router,
            base: '/api/articles',
            label: 'Article',
            topic: 'articles',
            repository: $services->repositories->articles,
            input: Article::input(...),
            references: [
                'categoryId' => ['label' => 'Category', 'repository' => $services->repositories->categories],
                'authorId' => ['label' => 'Author', 'repository' => $services->repositories->authors],
            ],
            events: $services->events,
        );
    }
}
