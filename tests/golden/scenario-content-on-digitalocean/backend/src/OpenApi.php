<?php

declare(strict_types=1);

namespace App;

/**
 * The OpenAPI 3.0 description of this API. Written from the app model; regenerate rather than edit. The tests check
 * every answer against it (tests/Support/ApiDocument.php); with API documentation it is served at /api/openapi.json.
 */
final class OpenApi
{
    public const DOCUMENT = <<<'JSON'
{
  "openapi": "3.0.3",
  "info": {
    "title": "Field Notes API",
    "version": "0.1.0",
    "description": "Issues, articles and photos of a small magazine\n\nEvery failure is answered with the Error shape. A request whose JSON body cannot be read is answered 400 (not JSON), 413 (over 1 MB) or 415 (an unsupported charset or content encoding), whatever its route; the operations that take a body declare these. A path or method that no operation lists is answered 401 without a valid token, else 404."
  },
  "servers": [
    {
      "url": "/",
      "description": "The server that serves this document"
    }
  ],
  "paths": {
    "/api/health": {
      "get": {
        "operationId": "getHealth",
        "summary": "Health check",
        "tags": [
          "app"
        ],
        "responses": {
          "200": {
            "description": "The server is up.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Health"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": []
      }
    },
    "/api/articles": {
      "get": {
        "operationId": "getArticles",
        "summary": "List articles",
        "tags": [
          "Articles"
        ],
        "responses": {
          "200": {
            "description": "Every article, in the order they were created (no paging).",
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/Article"
                  }
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      },
      "post": {
        "operationId": "postArticles",
        "summary": "Create an article",
        "tags": [
          "Articles"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ArticleInput"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The article created, with its id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Article"
                }
              }
            }
          },
          "400": {
            "description": "Invalid input (`issues` names each field and what is wrong with it), or a body that is not JSON. A reference to a record that does not exist is refused too.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Your role does not change articles.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "413": {
            "description": "The body is over 1 MB.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "415": {
            "description": "The body's charset or content encoding is not supported.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      }
    },
    "/api/articles/{id}": {
      "get": {
        "operationId": "getArticlesById",
        "summary": "Read an article",
        "tags": [
          "Articles"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The article.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Article"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No article has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      },
      "put": {
        "operationId": "putArticlesById",
        "summary": "Update an article",
        "tags": [
          "Articles"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ArticleInput"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The article as stored now.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Article"
                }
              }
            }
          },
          "400": {
            "description": "Invalid input (`issues` names each field and what is wrong with it), or a body that is not JSON. A reference to a record that does not exist is refused too.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Your role does not change articles.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No article has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "413": {
            "description": "The body is over 1 MB.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "415": {
            "description": "The body's charset or content encoding is not supported.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      },
      "delete": {
        "operationId": "deleteArticlesById",
        "summary": "Delete an article",
        "tags": [
          "Articles"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "204": {
            "description": "Deleted."
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Your role does not change articles.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No article has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      }
    },
    "/api/categories": {
      "get": {
        "operationId": "getCategories",
        "summary": "List categories",
        "tags": [
          "Categories"
        ],
        "responses": {
          "200": {
            "description": "Every category, in the order they were created (no paging).",
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/Category"
                  }
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      },
      "post": {
        "operationId": "postCategories",
        "summary": "Create a category",
        "tags": [
          "Categories"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CategoryInput"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The category created, with its id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Category"
                }
              }
            }
          },
          "400": {
            "description": "Invalid input (`issues` names each field and what is wrong with it), or a body that is not JSON.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Your role does not change categories.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "413": {
            "description": "The body is over 1 MB.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "415": {
            "description": "The body's charset or content encoding is not supported.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      }
    },
    "/api/categories/{id}": {
      "get": {
        "operationId": "getCategoriesById",
        "summary": "Read a category",
        "tags": [
          "Categories"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The category.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Category"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No category has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      },
      "put": {
        "operationId": "putCategoriesById",
        "summary": "Update a category",
        "tags": [
          "Categories"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CategoryInput"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The category as stored now.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Category"
                }
              }
            }
          },
          "400": {
            "description": "Invalid input (`issues` names each field and what is wrong with it), or a body that is not JSON.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Your role does not change categories.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No category has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "413": {
            "description": "The body is over 1 MB.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "415": {
            "description": "The body's charset or content encoding is not supported.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      },
      "delete": {
        "operationId": "deleteCategoriesById",
        "summary": "Delete a category",
        "tags": [
          "Categories"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "204": {
            "description": "Deleted."
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Your role does not change categories.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No category has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "409": {
            "description": "Other records still refer to it (articles).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      }
    },
    "/api/authors": {
      "get": {
        "operationId": "getAuthors",
        "summary": "List authors",
        "tags": [
          "Authors"
        ],
        "responses": {
          "200": {
            "description": "Every author, in the order they were created (no paging).",
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/Author"
                  }
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      },
      "post": {
        "operationId": "postAuthors",
        "summary": "Create an author",
        "tags": [
          "Authors"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AuthorInput"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The author created, with its id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Author"
                }
              }
            }
          },
          "400": {
            "description": "Invalid input (`issues` names each field and what is wrong with it), or a body that is not JSON.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Your role does not change authors.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "413": {
            "description": "The body is over 1 MB.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "415": {
            "description": "The body's charset or content encoding is not supported.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      }
    },
    "/api/authors/{id}": {
      "get": {
        "operationId": "getAuthorsById",
        "summary": "Read an author",
        "tags": [
          "Authors"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The author.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Author"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No author has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      },
      "put": {
        "operationId": "putAuthorsById",
        "summary": "Update an author",
        "tags": [
          "Authors"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AuthorInput"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The author as stored now.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Author"
                }
              }
            }
          },
          "400": {
            "description": "Invalid input (`issues` names each field and what is wrong with it), or a body that is not JSON.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Your role does not change authors.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No author has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "413": {
            "description": "The body is over 1 MB.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "415": {
            "description": "The body's charset or content encoding is not supported.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      },
      "delete": {
        "operationId": "deleteAuthorsById",
        "summary": "Delete an author",
        "tags": [
          "Authors"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "204": {
            "description": "Deleted."
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Your role does not change authors.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No author has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "409": {
            "description": "Other records still refer to it (articles).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      }
    },
    "/api/issues": {
      "get": {
        "operationId": "getIssues",
        "summary": "List issues",
        "tags": [
          "Issues"
        ],
        "responses": {
          "200": {
            "description": "Every issue, in the order they were created (no paging).",
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/Issue"
                  }
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      },
      "post": {
        "operationId": "postIssues",
        "summary": "Create an issue",
        "tags": [
          "Issues"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/IssueInput"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The issue created, with its id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Issue"
                }
              }
            }
          },
          "400": {
            "description": "Invalid input (`issues` names each field and what is wrong with it), or a body that is not JSON.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Your role does not change issues.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "413": {
            "description": "The body is over 1 MB.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "415": {
            "description": "The body's charset or content encoding is not supported.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      }
    },
    "/api/issues/{id}": {
      "get": {
        "operationId": "getIssuesById",
        "summary": "Read an issue",
        "tags": [
          "Issues"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The issue.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Issue"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No issue has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      },
      "put": {
        "operationId": "putIssuesById",
        "summary": "Update an issue",
        "tags": [
          "Issues"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/IssueInput"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The issue as stored now.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Issue"
                }
              }
            }
          },
          "400": {
            "description": "Invalid input (`issues` names each field and what is wrong with it), or a body that is not JSON.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Your role does not change issues.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No issue has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "413": {
            "description": "The body is over 1 MB.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "415": {
            "description": "The body's charset or content encoding is not supported.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      },
      "delete": {
        "operationId": "deleteIssuesById",
        "summary": "Delete an issue",
        "tags": [
          "Issues"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "204": {
            "description": "Deleted."
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Your role does not change issues.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No issue has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "409": {
            "description": "Other records still refer to it (editors).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      }
    },
    "/api/editors": {
      "get": {
        "operationId": "getEditors",
        "summary": "List editors",
        "tags": [
          "Editors"
        ],
        "responses": {
          "200": {
            "description": "Every editor, in the order they were created (no paging).",
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/Editor"
                  }
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      },
      "post": {
        "operationId": "postEditors",
        "summary": "Create an editor",
        "tags": [
          "Editors"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/EditorInput"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The editor created, with its id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Editor"
                }
              }
            }
          },
          "400": {
            "description": "Invalid input (`issues` names each field and what is wrong with it), or a body that is not JSON. A reference to a record that does not exist is refused too.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Your role does not change editors.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "413": {
            "description": "The body is over 1 MB.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "415": {
            "description": "The body's charset or content encoding is not supported.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      }
    },
    "/api/editors/{id}": {
      "get": {
        "operationId": "getEditorsById",
        "summary": "Read an editor",
        "tags": [
          "Editors"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The editor.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Editor"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No editor has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      },
      "put": {
        "operationId": "putEditorsById",
        "summary": "Update an editor",
        "tags": [
          "Editors"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/EditorInput"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The editor as stored now.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Editor"
                }
              }
            }
          },
          "400": {
            "description": "Invalid input (`issues` names each field and what is wrong with it), or a body that is not JSON. A reference to a record that does not exist is refused too.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Your role does not change editors.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No editor has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "413": {
            "description": "The body is over 1 MB.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "415": {
            "description": "The body's charset or content encoding is not supported.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      },
      "delete": {
        "operationId": "deleteEditorsById",
        "summary": "Delete an editor",
        "tags": [
          "Editors"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "204": {
            "description": "Deleted."
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Your role does not change editors.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No editor has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      }
    },
    "/api/photos": {
      "get": {
        "operationId": "getPhotos",
        "summary": "List photos",
        "tags": [
          "Photos"
        ],
        "responses": {
          "200": {
            "description": "Every photo, in the order they were created (no paging).",
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/Photo"
                  }
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      },
      "post": {
        "operationId": "postPhotos",
        "summary": "Create a photo",
        "tags": [
          "Photos"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/PhotoInput"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The photo created, with its id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Photo"
                }
              }
            }
          },
          "400": {
            "description": "Invalid input (`issues` names each field and what is wrong with it), or a body that is not JSON.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Your role does not change photos.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "413": {
            "description": "The body is over 1 MB.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "415": {
            "description": "The body's charset or content encoding is not supported.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      }
    },
    "/api/photos/{id}": {
      "get": {
        "operationId": "getPhotosById",
        "summary": "Read a photo",
        "tags": [
          "Photos"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The photo.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Photo"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No photo has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      },
      "put": {
        "operationId": "putPhotosById",
        "summary": "Update a photo",
        "tags": [
          "Photos"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/PhotoInput"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The photo as stored now.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Photo"
                }
              }
            }
          },
          "400": {
            "description": "Invalid input (`issues` names each field and what is wrong with it), or a body that is not JSON.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Your role does not change photos.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No photo has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "413": {
            "description": "The body is over 1 MB.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "415": {
            "description": "The body's charset or content encoding is not supported.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      },
      "delete": {
        "operationId": "deletePhotosById",
        "summary": "Delete a photo",
        "tags": [
          "Photos"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "204": {
            "description": "Deleted."
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Your role does not change photos.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No photo has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      }
    },
    "/api/readers": {
      "get": {
        "operationId": "getReaders",
        "summary": "List readers",
        "tags": [
          "Readers"
        ],
        "responses": {
          "200": {
            "description": "Every reader, in the order they were created (no paging).",
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/Reader"
                  }
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      },
      "post": {
        "operationId": "postReaders",
        "summary": "Create a reader",
        "tags": [
          "Readers"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ReaderInput"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The reader created, with its id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Reader"
                }
              }
            }
          },
          "400": {
            "description": "Invalid input (`issues` names each field and what is wrong with it), or a body that is not JSON.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Your role does not change readers.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "413": {
            "description": "The body is over 1 MB.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "415": {
            "description": "The body's charset or content encoding is not supported.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      }
    },
    "/api/readers/{id}": {
      "get": {
        "operationId": "getReadersById",
        "summary": "Read a reader",
        "tags": [
          "Readers"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The reader.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Reader"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No reader has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      },
      "put": {
        "operationId": "putReadersById",
        "summary": "Update a reader",
        "tags": [
          "Readers"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ReaderInput"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The reader as stored now.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Reader"
                }
              }
            }
          },
          "400": {
            "description": "Invalid input (`issues` names each field and what is wrong with it), or a body that is not JSON.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Your role does not change readers.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No reader has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "413": {
            "description": "The body is over 1 MB.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "415": {
            "description": "The body's charset or content encoding is not supported.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      },
      "delete": {
        "operationId": "deleteReadersById",
        "summary": "Delete a reader",
        "tags": [
          "Readers"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "204": {
            "description": "Deleted."
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Your role does not change readers.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No reader has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      }
    },
    "/api/auth/register": {
      "post": {
        "operationId": "postAuthRegister",
        "summary": "Create an account",
        "tags": [
          "auth"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/auth.Registration"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The account created, and a token for it.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/auth.Session"
                }
              }
            }
          },
          "400": {
            "description": "Invalid input (`issues` names each field and what is wrong with it), or a body that is not JSON.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "409": {
            "description": "An account with that email already exists.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "413": {
            "description": "The body is over 1 MB.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "415": {
            "description": "The body's charset or content encoding is not supported.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": []
      }
    },
    "/api/auth/login": {
      "post": {
        "operationId": "postAuthLogin",
        "summary": "Sign in and get a token",
        "tags": [
          "auth"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/auth.Credentials"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "A token for the account.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/auth.Session"
                }
              }
            }
          },
          "400": {
            "description": "Invalid input (`issues` names each field and what is wrong with it), or a body that is not JSON.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "401": {
            "description": "Wrong email or password.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "413": {
            "description": "The body is over 1 MB.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "415": {
            "description": "The body's charset or content encoding is not supported.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": []
      }
    },
    "/api/auth/me": {
      "get": {
        "operationId": "getAuthMe",
        "summary": "The signed-in user",
        "tags": [
          "auth"
        ],
        "responses": {
          "200": {
            "description": "The signed-in account.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/auth.User"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      }
    },
    "/api/auth/users": {
      "get": {
        "operationId": "getAuthUsers",
        "summary": "Every account and its role (the managing role only)",
        "tags": [
          "auth"
        ],
        "responses": {
          "200": {
            "description": "Every account, in the order they were created.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/auth.User"
                  }
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Only the Owner role manages accounts.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      }
    },
    "/api/auth/users/{id}/role": {
      "put": {
        "operationId": "putAuthUsersByIdRole",
        "summary": "Give an account a role (the managing role only)",
        "tags": [
          "auth"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/auth.RoleChange"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The account with its new role.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/auth.User"
                }
              }
            }
          },
          "400": {
            "description": "Invalid input (`issues` names each field and what is wrong with it), or a body that is not JSON. Or the account is the caller's own: the Owner keeps their role.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "403": {
            "description": "Only the Owner role manages accounts.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No account has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "413": {
            "description": "The body is over 1 MB.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "415": {
            "description": "The body's charset or content encoding is not supported.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      }
    },
    "/api/openapi.json": {
      "get": {
        "operationId": "getOpenapiJson",
        "summary": "The OpenAPI description of this API",
        "tags": [
          "api"
        ],
        "responses": {
          "200": {
            "description": "This document.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/api.Document"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": []
      }
    },
    "/api/uploads": {
      "post": {
        "operationId": "postUploads",
        "summary": "Upload a file",
        "description": "Send the file's bytes as the body.",
        "tags": [
          "file-upload"
        ],
        "parameters": [
          {
            "name": "X-File-Name",
            "in": "header",
            "required": true,
            "description": "The file's name, URI-encoded.",
            "schema": {
              "type": "string",
              "minLength": 1
            }
          },
          {
            "name": "X-File-Type",
            "in": "header",
            "required": false,
            "description": "The file's media type (application/octet-stream when left out).",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/octet-stream": {
              "schema": {
                "type": "string",
                "format": "binary"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The file's record.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/uploads.Upload"
                }
              }
            }
          },
          "400": {
            "description": "No bytes, or no file name.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "413": {
            "description": "The file is over 10 MB.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "415": {
            "description": "The body's charset or content encoding is not supported.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      },
      "get": {
        "operationId": "getUploads",
        "summary": "List uploaded files",
        "tags": [
          "file-upload"
        ],
        "responses": {
          "200": {
            "description": "Every uploaded file's record, in the order they were uploaded.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/uploads.Upload"
                  }
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      }
    },
    "/api/uploads/{id}": {
      "get": {
        "operationId": "getUploadsById",
        "summary": "One uploaded file's details",
        "tags": [
          "file-upload"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The file's record.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/uploads.Upload"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No file has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      }
    },
    "/api/uploads/{id}/content": {
      "get": {
        "operationId": "getUploadsByIdContent",
        "summary": "Download an uploaded file",
        "tags": [
          "file-upload"
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The file's bytes, as its type, to download under its name.",
            "content": {
              "*/*": {
                "schema": {
                  "type": "string",
                  "format": "binary"
                }
              }
            }
          },
          "401": {
            "description": "Not signed in: no valid `Authorization: Bearer <token>` header.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No file has this id, or its content is gone.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "500": {
            "description": "An unexpected failure in the server.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "security": [
          {
            "bearer": []
          }
        ]
      }
    }
  },
  "components": {
    "schemas": {
      "Error": {
        "type": "object",
        "description": "Every failure's answer: what went wrong and, for invalid input, each field's problem.",
        "properties": {
          "error": {
            "type": "string"
          },
          "issues": {
            "type": "array",
            "items": {
              "type": "object",
              "properties": {
                "path": {
                  "type": "string",
                  "description": "The field, dotted for a nested one (empty for the whole body)."
                },
                "message": {
                  "type": "string"
                }
              },
              "required": [
                "path",
                "message"
              ],
              "additionalProperties": false
            },
            "description": "For invalid input: one entry per problem."
          }
        },
        "required": [
          "error"
        ],
        "additionalProperties": false
      },
      "Article": {
        "type": "object",
        "description": "An article, as the API answers it.",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "title": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored."
          },
          "body": {
            "type": "string",
            "maxLength": 10000,
            "description": "Trimmed of spaces at both ends before it is checked and stored.",
            "nullable": true
          },
          "published": {
            "type": "boolean"
          },
          "publishedAt": {
            "type": "string",
            "format": "date-time",
            "description": "An RFC 3339 date and time, such as 2030-01-15T10:00:00Z; answered in UTC.",
            "nullable": true
          },
          "categoryId": {
            "type": "string",
            "minLength": 1,
            "description": "The id of a category, which must exist (else 400).",
            "nullable": true
          },
          "authorId": {
            "type": "string",
            "minLength": 1,
            "description": "The id of an author, which must exist (else 400)."
          }
        },
        "required": [
          "id",
          "title",
          "body",
          "published",
          "publishedAt",
          "categoryId",
          "authorId"
        ],
        "additionalProperties": false
      },
      "ArticleInput": {
        "type": "object",
        "description": "What a client sends to create or replace an article. An optional field left out is stored as null (a yes/no as false); other properties are ignored.",
        "properties": {
          "title": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored."
          },
          "body": {
            "type": "string",
            "maxLength": 10000,
            "description": "Trimmed of spaces at both ends before it is checked and stored.",
            "nullable": true
          },
          "published": {
            "type": "boolean"
          },
          "publishedAt": {
            "type": "string",
            "format": "date-time",
            "description": "An RFC 3339 date and time, such as 2030-01-15T10:00:00Z; answered in UTC.",
            "nullable": true
          },
          "categoryId": {
            "type": "string",
            "minLength": 1,
            "description": "The id of a category, which must exist (else 400).",
            "nullable": true
          },
          "authorId": {
            "type": "string",
            "minLength": 1,
            "description": "The id of an author, which must exist (else 400)."
          }
        },
        "required": [
          "title",
          "authorId"
        ]
      },
      "Category": {
        "type": "object",
        "description": "A category, as the API answers it.",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored."
          },
          "description": {
            "type": "string",
            "maxLength": 10000,
            "description": "Trimmed of spaces at both ends before it is checked and stored.",
            "nullable": true
          }
        },
        "required": [
          "id",
          "name",
          "description"
        ],
        "additionalProperties": false
      },
      "CategoryInput": {
        "type": "object",
        "description": "What a client sends to create or replace a category. An optional field left out is stored as null (a yes/no as false); other properties are ignored.",
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored."
          },
          "description": {
            "type": "string",
            "maxLength": 10000,
            "description": "Trimmed of spaces at both ends before it is checked and stored.",
            "nullable": true
          }
        },
        "required": [
          "name"
        ]
      },
      "Author": {
        "type": "object",
        "description": "An author, as the API answers it.",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored."
          },
          "email": {
            "type": "string",
            "format": "email"
          },
          "bio": {
            "type": "string",
            "maxLength": 10000,
            "description": "Trimmed of spaces at both ends before it is checked and stored.",
            "nullable": true
          }
        },
        "required": [
          "id",
          "name",
          "email",
          "bio"
        ],
        "additionalProperties": false
      },
      "AuthorInput": {
        "type": "object",
        "description": "What a client sends to create or replace an author. An optional field left out is stored as null (a yes/no as false); other properties are ignored.",
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored."
          },
          "email": {
            "type": "string",
            "format": "email"
          },
          "bio": {
            "type": "string",
            "maxLength": 10000,
            "description": "Trimmed of spaces at both ends before it is checked and stored.",
            "nullable": true
          }
        },
        "required": [
          "name",
          "email"
        ]
      },
      "Issue": {
        "type": "object",
        "description": "An issue, as the API answers it.",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "title": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored."
          },
          "status": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored."
          },
          "dueAt": {
            "type": "string",
            "format": "date-time",
            "description": "An RFC 3339 date and time, such as 2030-01-15T10:00:00Z; answered in UTC.",
            "nullable": true
          },
          "done": {
            "type": "boolean"
          }
        },
        "required": [
          "id",
          "title",
          "status",
          "dueAt",
          "done"
        ],
        "additionalProperties": false
      },
      "IssueInput": {
        "type": "object",
        "description": "What a client sends to create or replace an issue. An optional field left out is stored as null (a yes/no as false); other properties are ignored.",
        "properties": {
          "title": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored."
          },
          "status": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored."
          },
          "dueAt": {
            "type": "string",
            "format": "date-time",
            "description": "An RFC 3339 date and time, such as 2030-01-15T10:00:00Z; answered in UTC.",
            "nullable": true
          },
          "done": {
            "type": "boolean"
          }
        },
        "required": [
          "title",
          "status"
        ]
      },
      "Editor": {
        "type": "object",
        "description": "An editor, as the API answers it.",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored."
          },
          "description": {
            "type": "string",
            "maxLength": 10000,
            "description": "Trimmed of spaces at both ends before it is checked and stored.",
            "nullable": true
          },
          "active": {
            "type": "boolean"
          },
          "issueId": {
            "type": "string",
            "minLength": 1,
            "description": "The id of an issue, which must exist (else 400).",
            "nullable": true
          }
        },
        "required": [
          "id",
          "name",
          "description",
          "active",
          "issueId"
        ],
        "additionalProperties": false
      },
      "EditorInput": {
        "type": "object",
        "description": "What a client sends to create or replace an editor. An optional field left out is stored as null (a yes/no as false); other properties are ignored.",
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored."
          },
          "description": {
            "type": "string",
            "maxLength": 10000,
            "description": "Trimmed of spaces at both ends before it is checked and stored.",
            "nullable": true
          },
          "active": {
            "type": "boolean"
          },
          "issueId": {
            "type": "string",
            "minLength": 1,
            "description": "The id of an issue, which must exist (else 400).",
            "nullable": true
          }
        },
        "required": [
          "name"
        ]
      },
      "Photo": {
        "type": "object",
        "description": "A photo, as the API answers it.",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "title": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored."
          },
          "url": {
            "type": "string",
            "format": "uri"
          },
          "notes": {
            "type": "string",
            "maxLength": 10000,
            "description": "Trimmed of spaces at both ends before it is checked and stored.",
            "nullable": true
          }
        },
        "required": [
          "id",
          "title",
          "url",
          "notes"
        ],
        "additionalProperties": false
      },
      "PhotoInput": {
        "type": "object",
        "description": "What a client sends to create or replace a photo. An optional field left out is stored as null (a yes/no as false); other properties are ignored.",
        "properties": {
          "title": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored."
          },
          "url": {
            "type": "string",
            "format": "uri"
          },
          "notes": {
            "type": "string",
            "maxLength": 10000,
            "description": "Trimmed of spaces at both ends before it is checked and stored.",
            "nullable": true
          }
        },
        "required": [
          "title",
          "url"
        ]
      },
      "Reader": {
        "type": "object",
        "description": "A reader, as the API answers it.",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored."
          },
          "description": {
            "type": "string",
            "maxLength": 10000,
            "description": "Trimmed of spaces at both ends before it is checked and stored.",
            "nullable": true
          },
          "active": {
            "type": "boolean"
          }
        },
        "required": [
          "id",
          "name",
          "description",
          "active"
        ],
        "additionalProperties": false
      },
      "ReaderInput": {
        "type": "object",
        "description": "What a client sends to create or replace a reader. An optional field left out is stored as null (a yes/no as false); other properties are ignored.",
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored."
          },
          "description": {
            "type": "string",
            "maxLength": 10000,
            "description": "Trimmed of spaces at both ends before it is checked and stored.",
            "nullable": true
          },
          "active": {
            "type": "boolean"
          }
        },
        "required": [
          "name"
        ]
      },
      "Health": {
        "type": "object",
        "properties": {
          "status": {
            "type": "string",
            "enum": [
              "ok"
            ]
          }
        },
        "required": [
          "status"
        ],
        "additionalProperties": false
      },
      "auth.User": {
        "type": "object",
        "description": "An account, without its password.",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 100
          },
          "email": {
            "type": "string",
            "format": "email"
          },
          "role": {
            "type": "string",
            "enum": [
              "owner",
              "member"
            ]
          }
        },
        "required": [
          "id",
          "name",
          "email",
          "role"
        ],
        "additionalProperties": false
      },
      "auth.Session": {
        "type": "object",
        "properties": {
          "token": {
            "type": "string",
            "minLength": 1,
            "description": "Send it as `Authorization: Bearer <token>`; valid for 7 days."
          },
          "user": {
            "$ref": "#/components/schemas/auth.User"
          }
        },
        "required": [
          "token",
          "user"
        ],
        "additionalProperties": false
      },
      "auth.Registration": {
        "type": "object",
        "description": "A new account. The first one takes the Owner role, every later one the Member role.",
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 100,
            "description": "Trimmed of spaces at both ends."
          },
          "email": {
            "type": "string",
            "format": "email",
            "description": "Stored in lower case; one account per address (else 409)."
          },
          "password": {
            "type": "string",
            "minLength": 8,
            "maxLength": 200
          }
        },
        "required": [
          "name",
          "email",
          "password"
        ]
      },
      "auth.Credentials": {
        "type": "object",
        "properties": {
          "email": {
            "type": "string",
            "format": "email"
          },
          "password": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "email",
          "password"
        ]
      },
      "auth.RoleChange": {
        "type": "object",
        "properties": {
          "role": {
            "type": "string",
            "enum": [
              "owner",
              "member"
            ]
          }
        },
        "required": [
          "role"
        ]
      },
      "uploads.Upload": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "fileName": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "contentType": {
            "type": "string",
            "minLength": 1
          },
          "size": {
            "type": "integer",
            "minimum": 1,
            "description": "In bytes."
          }
        },
        "required": [
          "id",
          "fileName",
          "contentType",
          "size"
        ],
        "additionalProperties": false
      },
      "api.Document": {
        "type": "object",
        "description": "This document.",
        "properties": {
          "openapi": {
            "type": "string"
          },
          "info": {
            "type": "object"
          },
          "paths": {
            "type": "object"
          },
          "components": {
            "type": "object"
          }
        },
        "required": [
          "openapi",
          "info",
          "paths"
        ]
      }
    },
    "securitySchemes": {
      "bearer": {
        "type": "http",
        "scheme": "bearer",
        "description": "The token from /api/auth/register or /api/auth/login."
      }
    }
  }
}
JSON;
}
