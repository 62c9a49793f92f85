/**
 * The OpenAPI document of this API: every route, the body it takes, each status it answers and the body of each.
 * The tests check every answer they receive against it (test/api-document.ts). Written from the app model;
 * regenerate rather than edit.
 */
export const openApiDocument = {
  "openapi": "3.0.3",
  "info": {
    "title": "Crumb & Co Bakery API",
    "version": "0.1.0",
    "description": "Pre-orders for a neighbourhood bakery\n\nEvery failure is answered with the Error shape. A request whose JSON body cannot be read is answered 400 (not JSON), 413 (over 1 MB) or 415 (an unsupported charset or content encoding), whatever its route; the operations that take a body declare these. A path or method that no operation lists is answered 401 without a valid token, else 404."
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
    "/api/products": {
      "get": {
        "operationId": "getProducts",
        "summary": "List products",
        "tags": [
          "Products"
        ],
        "responses": {
          "200": {
            "description": "Every product, in the order they were created (no paging).",
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/Product"
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
        "operationId": "postProducts",
        "summary": "Create a product",
        "tags": [
          "Products"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ProductInput"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The product created, with its id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Product"
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
            "description": "Your role does not change products.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "409": {
            "description": "A unique value is taken by another product: name.",
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
    "/api/products/{id}": {
      "get": {
        "operationId": "getProductsById",
        "summary": "Read a product",
        "tags": [
          "Products"
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
            "description": "The product.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Product"
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
            "description": "No product has this id.",
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
        "operationId": "putProductsById",
        "summary": "Update a product",
        "tags": [
          "Products"
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
                "$ref": "#/components/schemas/ProductInput"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The product as stored now.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Product"
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
            "description": "Your role does not change products.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No product has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "409": {
            "description": "A unique value is taken by another product: name.",
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
        "operationId": "deleteProductsById",
        "summary": "Delete a product",
        "tags": [
          "Products"
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
            "description": "Your role does not change products.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No product has this id.",
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
    "/api/orders": {
      "get": {
        "operationId": "getOrders",
        "summary": "List orders",
        "tags": [
          "Orders"
        ],
        "responses": {
          "200": {
            "description": "Every order, in the order they were created (no paging).",
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/Order"
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
        "operationId": "postOrders",
        "summary": "Create an order",
        "tags": [
          "Orders"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/OrderInput"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The order created, with its id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Order"
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
            "description": "Your role does not change orders.",
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
    "/api/orders/{id}": {
      "get": {
        "operationId": "getOrdersById",
        "summary": "Read an order",
        "tags": [
          "Orders"
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
            "description": "The order.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Order"
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
            "description": "No order has this id.",
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
        "operationId": "putOrdersById",
        "summary": "Update an order",
        "tags": [
          "Orders"
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
                "$ref": "#/components/schemas/OrderInput"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The order as stored now.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Order"
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
            "description": "Your role does not change orders.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No order has this id.",
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
        "operationId": "deleteOrdersById",
        "summary": "Delete an order",
        "tags": [
          "Orders"
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
            "description": "Your role does not change orders.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No order has this id.",
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
    "/api/customers": {
      "get": {
        "operationId": "getCustomers",
        "summary": "List customers",
        "tags": [
          "Customers"
        ],
        "responses": {
          "200": {
            "description": "Every customer, in the order they were created (no paging).",
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/Customer"
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
        "operationId": "postCustomers",
        "summary": "Create a customer",
        "tags": [
          "Customers"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CustomerInput"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The customer created, with its id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Customer"
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
            "description": "Your role does not change customers.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "409": {
            "description": "A unique value is taken by another customer: email.",
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
    "/api/customers/{id}": {
      "get": {
        "operationId": "getCustomersById",
        "summary": "Read a customer",
        "tags": [
          "Customers"
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
            "description": "The customer.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Customer"
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
            "description": "No customer has this id.",
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
        "operationId": "putCustomersById",
        "summary": "Update a customer",
        "tags": [
          "Customers"
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
                "$ref": "#/components/schemas/CustomerInput"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The customer as stored now.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Customer"
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
            "description": "Your role does not change customers.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No customer has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "409": {
            "description": "A unique value is taken by another customer: email.",
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
        "operationId": "deleteCustomersById",
        "summary": "Delete a customer",
        "tags": [
          "Customers"
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
            "description": "Your role does not change customers.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No customer has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "409": {
            "description": "Other records still refer to it (orders).",
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
    "/api/pickup-slots": {
      "get": {
        "operationId": "getPickupSlots",
        "summary": "List pickup slots",
        "tags": [
          "Pickup slots"
        ],
        "responses": {
          "200": {
            "description": "Every pickup slot, in the order they were created (no paging).",
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/PickupSlot"
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
        "operationId": "postPickupSlots",
        "summary": "Create a pickup slot",
        "tags": [
          "Pickup slots"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/PickupSlotInput"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The pickup slot created, with its id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PickupSlot"
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
            "description": "Your role does not change pickup slots.",
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
    "/api/pickup-slots/{id}": {
      "get": {
        "operationId": "getPickupSlotsById",
        "summary": "Read a pickup slot",
        "tags": [
          "Pickup slots"
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
            "description": "The pickup slot.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PickupSlot"
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
            "description": "No pickup slot has this id.",
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
        "operationId": "putPickupSlotsById",
        "summary": "Update a pickup slot",
        "tags": [
          "Pickup slots"
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
                "$ref": "#/components/schemas/PickupSlotInput"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The pickup slot as stored now.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PickupSlot"
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
            "description": "Your role does not change pickup slots.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No pickup slot has this id.",
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
        "operationId": "deletePickupSlotsById",
        "summary": "Delete a pickup slot",
        "tags": [
          "Pickup slots"
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
            "description": "Your role does not change pickup slots.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No pickup slot has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "409": {
            "description": "Other records still refer to it (orders).",
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
    "/api/production-lists": {
      "get": {
        "operationId": "getProductionLists",
        "summary": "List production lists",
        "tags": [
          "Production lists"
        ],
        "responses": {
          "200": {
            "description": "Every production list, in the order they were created (no paging).",
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/ProductionList"
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
        "operationId": "postProductionLists",
        "summary": "Create a production list",
        "tags": [
          "Production lists"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ProductionListInput"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The production list created, with its id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ProductionList"
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
            "description": "Your role does not change production lists.",
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
    "/api/production-lists/{id}": {
      "get": {
        "operationId": "getProductionListsById",
        "summary": "Read a production list",
        "tags": [
          "Production lists"
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
            "description": "The production list.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ProductionList"
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
            "description": "No production list has this id.",
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
        "operationId": "putProductionListsById",
        "summary": "Update a production list",
        "tags": [
          "Production lists"
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
                "$ref": "#/components/schemas/ProductionListInput"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The production list as stored now.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ProductionList"
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
            "description": "Your role does not change production lists.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No production list has this id.",
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
        "operationId": "deleteProductionListsById",
        "summary": "Delete a production list",
        "tags": [
          "Production lists"
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
            "description": "Your role does not change production lists.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "404": {
            "description": "No production list has this id.",
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
    "/api/payments/checkout": {
      "post": {
        "operationId": "postPaymentsCheckout",
        "summary": "Take a payment",
        "tags": [
          "payments"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/payments.Checkout"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The payment succeeded: its record.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/payments.Payment"
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
          "402": {
            "description": "The payment was declined: the reason. Its record is kept, with status failed.",
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
    "/api/payments": {
      "get": {
        "operationId": "getPayments",
        "summary": "List payments",
        "tags": [
          "payments"
        ],
        "responses": {
          "200": {
            "description": "Every payment, in the order they were made.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/payments.Payment"
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
    "/api/payments/{id}": {
      "get": {
        "operationId": "getPaymentsById",
        "summary": "One payment",
        "tags": [
          "payments"
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
            "description": "The payment.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/payments.Payment"
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
            "description": "No payment has this id.",
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
    "/api/notifications": {
      "get": {
        "operationId": "getNotifications",
        "summary": "List notifications",
        "tags": [
          "notifications"
        ],
        "responses": {
          "200": {
            "description": "Every notification, newest first.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/notifications.Notification"
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
        "operationId": "postNotifications",
        "summary": "Send a notification",
        "tags": [
          "notifications"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/notifications.Input"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The notification stored (and emailed when the recipient is an address).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/notifications.Notification"
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
    "/api/notifications/{id}/read": {
      "post": {
        "operationId": "postNotificationsByIdRead",
        "summary": "Mark a notification as read",
        "tags": [
          "notifications"
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
            "description": "The notification, read.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/notifications.Notification"
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
            "description": "No notification has this id.",
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
    "/api/analytics/events": {
      "post": {
        "operationId": "postAnalyticsEvents",
        "summary": "Record a usage event",
        "tags": [
          "analytics"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/analytics.UsageEvent"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The event recorded, with when.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/analytics.Event"
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
    "/api/analytics/summary": {
      "get": {
        "operationId": "getAnalyticsSummary",
        "summary": "Counts per record type and per event",
        "tags": [
          "analytics"
        ],
        "responses": {
          "200": {
            "description": "Counts per record type and per event name.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/analytics.Summary"
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
    "/api/search": {
      "get": {
        "operationId": "getSearch",
        "summary": "Search every record by text",
        "tags": [
          "search"
        ],
        "parameters": [
          {
            "name": "q",
            "in": "query",
            "required": true,
            "description": "The text to look for, in any case.",
            "schema": {
              "type": "string",
              "minLength": 1,
              "pattern": "\\S",
              "maxLength": 100
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The records whose text contains the query, at most 50.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/search.Hit"
                  },
                  "maxItems": 50
                }
              }
            }
          },
          "400": {
            "description": "No query, or one over 100 characters.",
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
    },
    "/api/live": {
      "get": {
        "operationId": "getLive",
        "summary": "Server-sent events for every change",
        "description": "A server-sent event stream: one \"change\" event per created, updated or deleted record, its data { topic, action, id }.",
        "tags": [
          "real-time"
        ],
        "responses": {
          "200": {
            "description": "The stream; it stays open.",
            "content": {
              "text/event-stream": {
                "schema": {
                  "type": "string"
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
      "Product": {
        "type": "object",
        "description": "A product, as the API answers it.",
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
            "description": "Trimmed of spaces at both ends before it is checked and stored. RULE-3 (BIZ-3): name is unique: a value another product has is answered 409."
          },
          "description": {
            "type": "string",
            "maxLength": 10000,
            "description": "Trimmed of spaces at both ends before it is checked and stored.",
            "nullable": true
          },
          "price": {
            "type": "number"
          },
          "stock": {
            "type": "number",
            "minimum": 0,
            "description": "RULE-2 (BIZ-2): stock is at least 0."
          },
          "active": {
            "type": "boolean"
          }
        },
        "required": [
          "id",
          "name",
          "description",
          "price",
          "stock",
          "active"
        ],
        "additionalProperties": false
      },
      "ProductInput": {
        "type": "object",
        "description": "What a client sends to create or replace a product. An optional field left out is stored as null (a yes/no as false); other properties are ignored.",
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored. RULE-3 (BIZ-3): name is unique: a value another product has is answered 409."
          },
          "description": {
            "type": "string",
            "maxLength": 10000,
            "description": "Trimmed of spaces at both ends before it is checked and stored.",
            "nullable": true
          },
          "price": {
            "type": "number"
          },
          "stock": {
            "type": "number",
            "minimum": 0,
            "description": "RULE-2 (BIZ-2): stock is at least 0."
          },
          "active": {
            "type": "boolean"
          }
        },
        "required": [
          "name",
          "price",
          "stock"
        ]
      },
      "Order": {
        "type": "object",
        "description": "An order, as the API answers it.",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "customerId": {
            "type": "string",
            "minLength": 1,
            "description": "The id of a customer, which must exist (else 400)."
          },
          "status": {
            "type": "string",
            "enum": [
              "pending",
              "paid",
              "collected"
            ],
            "description": "RULE-5 (BIZ-5): status starts as pending and moves pending → paid, paid → collected: a new order starts as pending, and a change makes only these moves (else 400)."
          },
          "total": {
            "type": "number",
            "minimum": 1,
            "maximum": 500,
            "description": "RULE-1 (BIZ-1): total is between 1 and 500."
          },
          "placedAt": {
            "type": "string",
            "format": "date-time",
            "description": "An RFC 3339 date and time, such as 2030-01-15T10:00:00Z; answered in UTC. RULE-7 (BIZ-7): placedAt is in the past when it is sent (else 400)."
          },
          "pickupSlotId": {
            "type": "string",
            "minLength": 1,
            "description": "The id of a pickup slot, which must exist (else 400).",
            "nullable": true
          }
        },
        "required": [
          "id",
          "customerId",
          "status",
          "total",
          "placedAt",
          "pickupSlotId"
        ],
        "additionalProperties": false
      },
      "OrderInput": {
        "type": "object",
        "description": "What a client sends to create or replace an order. An optional field left out is stored as null (a yes/no as false); other properties are ignored.",
        "properties": {
          "customerId": {
            "type": "string",
            "minLength": 1,
            "description": "The id of a customer, which must exist (else 400)."
          },
          "status": {
            "type": "string",
            "enum": [
              "pending",
              "paid",
              "collected"
            ],
            "description": "RULE-5 (BIZ-5): status starts as pending and moves pending → paid, paid → collected: a new order starts as pending, and a change makes only these moves (else 400)."
          },
          "total": {
            "type": "number",
            "minimum": 1,
            "maximum": 500,
            "description": "RULE-1 (BIZ-1): total is between 1 and 500."
          },
          "placedAt": {
            "type": "string",
            "format": "date-time",
            "description": "An RFC 3339 date and time, such as 2030-01-15T10:00:00Z; answered in UTC. RULE-7 (BIZ-7): placedAt is in the past when it is sent (else 400)."
          },
          "pickupSlotId": {
            "type": "string",
            "minLength": 1,
            "description": "The id of a pickup slot, which must exist (else 400).",
            "nullable": true
          }
        },
        "required": [
          "customerId",
          "status",
          "total",
          "placedAt"
        ]
      },
      "Customer": {
        "type": "object",
        "description": "A customer, as the API answers it.",
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
            "format": "email",
            "description": "RULE-9 (BIZ-10): email is unique: a value another customer has is answered 409."
          },
          "phone": {
            "type": "string",
            "maxLength": 200,
            "pattern": "^\\+?[0-9 \\(\\)\\-]{7,20}$",
            "description": "Trimmed of spaces at both ends before it is checked and stored. RULE-4 (BIZ-4): phone is a phone number (digits, spaces, brackets and dashes, 7 to 20 of them).",
            "nullable": true
          }
        },
        "required": [
          "id",
          "name",
          "email",
          "phone"
        ],
        "additionalProperties": false
      },
      "CustomerInput": {
        "type": "object",
        "description": "What a client sends to create or replace a customer. An optional field left out is stored as null (a yes/no as false); other properties are ignored.",
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
            "format": "email",
            "description": "RULE-9 (BIZ-10): email is unique: a value another customer has is answered 409."
          },
          "phone": {
            "type": "string",
            "maxLength": 200,
            "pattern": "^\\+?[0-9 \\(\\)\\-]{7,20}$",
            "description": "Trimmed of spaces at both ends before it is checked and stored. RULE-4 (BIZ-4): phone is a phone number (digits, spaces, brackets and dashes, 7 to 20 of them).",
            "nullable": true
          }
        },
        "required": [
          "name",
          "email"
        ]
      },
      "PickupSlot": {
        "type": "object",
        "description": "A pickup slot, as the API answers it.",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "startsAt": {
            "type": "string",
            "format": "date-time",
            "description": "An RFC 3339 date and time, such as 2030-01-15T10:00:00Z; answered in UTC."
          },
          "endsAt": {
            "type": "string",
            "format": "date-time",
            "description": "An RFC 3339 date and time, such as 2030-01-15T10:00:00Z; answered in UTC. RULE-6 (BIZ-6): endsAt is after startsAt (else 400, on this field)."
          },
          "capacity": {
            "type": "number"
          },
          "available": {
            "type": "boolean"
          }
        },
        "required": [
          "id",
          "startsAt",
          "endsAt",
          "capacity",
          "available"
        ],
        "additionalProperties": false
      },
      "PickupSlotInput": {
        "type": "object",
        "description": "What a client sends to create or replace a pickup slot. An optional field left out is stored as null (a yes/no as false); other properties are ignored. RULE-6 (BIZ-6): endsAt is after startsAt (else 400, on this field).",
        "properties": {
          "startsAt": {
            "type": "string",
            "format": "date-time",
            "description": "An RFC 3339 date and time, such as 2030-01-15T10:00:00Z; answered in UTC."
          },
          "endsAt": {
            "type": "string",
            "format": "date-time",
            "description": "An RFC 3339 date and time, such as 2030-01-15T10:00:00Z; answered in UTC. RULE-6 (BIZ-6): endsAt is after startsAt (else 400, on this field)."
          },
          "capacity": {
            "type": "number"
          },
          "available": {
            "type": "boolean"
          }
        },
        "required": [
          "startsAt",
          "endsAt",
          "capacity"
        ]
      },
      "ProductionList": {
        "type": "object",
        "description": "A production list, as the API answers it.",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "title": {
            "type": "string",
            "enum": [
              "Morning bake",
              "Afternoon bake"
            ],
            "description": "RULE-8 (BIZ-8): title is one of Morning bake or Afternoon bake."
          },
          "date": {
            "type": "string",
            "format": "date-time",
            "description": "An RFC 3339 date and time, such as 2030-01-15T10:00:00Z; answered in UTC."
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
          "date",
          "notes"
        ],
        "additionalProperties": false
      },
      "ProductionListInput": {
        "type": "object",
        "description": "What a client sends to create or replace a production list. An optional field left out is stored as null (a yes/no as false); other properties are ignored.",
        "properties": {
          "title": {
            "type": "string",
            "enum": [
              "Morning bake",
              "Afternoon bake"
            ],
            "description": "RULE-8 (BIZ-8): title is one of Morning bake or Afternoon bake."
          },
          "date": {
            "type": "string",
            "format": "date-time",
            "description": "An RFC 3339 date and time, such as 2030-01-15T10:00:00Z; answered in UTC."
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
          "date"
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
              "customer",
              "baker",
              "owner"
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
        "description": "A new account. The first one takes the Owner role, every later one the Customer role.",
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
              "customer",
              "baker",
              "owner"
            ]
          }
        },
        "required": [
          "role"
        ]
      },
      "payments.Payment": {
        "type": "object",
        "description": "A payment taken, or refused, with its outcome.",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "amount": {
            "type": "integer",
            "minimum": 1,
            "description": "In the currency's smallest unit (cents)."
          },
          "currency": {
            "type": "string",
            "pattern": "^[a-z]{3}$",
            "description": "The ISO 4217 code, in lower case."
          },
          "description": {
            "type": "string",
            "maxLength": 200,
            "nullable": true
          },
          "status": {
            "type": "string",
            "enum": [
              "succeeded",
              "failed"
            ]
          },
          "providerReference": {
            "type": "string",
            "description": "The payment provider's id for the charge.",
            "nullable": true
          },
          "failureReason": {
            "type": "string",
            "nullable": true
          }
        },
        "required": [
          "id",
          "amount",
          "currency",
          "description",
          "status",
          "providerReference",
          "failureReason"
        ],
        "additionalProperties": false
      },
      "payments.Checkout": {
        "type": "object",
        "properties": {
          "amount": {
            "type": "integer",
            "minimum": 1,
            "maximum": 9007199254740991,
            "description": "In the currency's smallest unit (cents)."
          },
          "currency": {
            "type": "string",
            "pattern": "^[A-Za-z]{3}$",
            "description": "An ISO 4217 code; usd when left out."
          },
          "description": {
            "type": "string",
            "maxLength": 200,
            "nullable": true
          },
          "paymentMethod": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "description": "A payment method token from the provider's client library."
          }
        },
        "required": [
          "amount",
          "paymentMethod"
        ]
      },
      "notifications.Notification": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "recipient": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200
          },
          "title": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200
          },
          "body": {
            "type": "string",
            "maxLength": 2000,
            "nullable": true
          },
          "read": {
            "type": "boolean"
          }
        },
        "required": [
          "id",
          "recipient",
          "title",
          "body",
          "read"
        ],
        "additionalProperties": false
      },
      "notifications.Input": {
        "type": "object",
        "properties": {
          "recipient": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "An email address (the notification is also emailed), or a name for an in-app one only."
          },
          "title": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200
          },
          "body": {
            "type": "string",
            "maxLength": 2000,
            "nullable": true
          }
        },
        "required": [
          "recipient",
          "title"
        ]
      },
      "search.Hit": {
        "type": "object",
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "Product",
              "Order",
              "Customer",
              "Pickup slot",
              "Production list"
            ]
          },
          "route": {
            "type": "string",
            "enum": [
              "products",
              "orders",
              "customers",
              "pickup-slots",
              "production-lists"
            ]
          },
          "id": {
            "type": "string",
            "minLength": 1
          },
          "title": {
            "type": "string"
          }
        },
        "required": [
          "type",
          "route",
          "id",
          "title"
        ],
        "additionalProperties": false
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
      "analytics.Event": {
        "type": "object",
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
          "path": {
            "type": "string",
            "maxLength": 500,
            "nullable": true
          },
          "occurredAt": {
            "type": "string",
            "format": "date-time",
            "description": "An RFC 3339 date and time, in UTC."
          }
        },
        "required": [
          "id",
          "name",
          "path",
          "occurredAt"
        ],
        "additionalProperties": false
      },
      "analytics.UsageEvent": {
        "type": "object",
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 100,
            "description": "What happened: page_view, signup, ..."
          },
          "path": {
            "type": "string",
            "maxLength": 500,
            "nullable": true
          }
        },
        "required": [
          "name"
        ]
      },
      "analytics.Summary": {
        "type": "object",
        "properties": {
          "records": {
            "type": "object",
            "description": "How many records of each type, by route.",
            "properties": {
              "products": {
                "type": "integer",
                "minimum": 0
              },
              "orders": {
                "type": "integer",
                "minimum": 0
              },
              "customers": {
                "type": "integer",
                "minimum": 0
              },
              "pickup-slots": {
                "type": "integer",
                "minimum": 0
              },
              "production-lists": {
                "type": "integer",
                "minimum": 0
              }
            },
            "required": [
              "products",
              "orders",
              "customers",
              "pickup-slots",
              "production-lists"
            ],
            "additionalProperties": false
          },
          "events": {
            "type": "object",
            "description": "How many usage events of each name.",
            "additionalProperties": {
              "type": "integer",
              "minimum": 1
            }
          }
        },
        "required": [
          "records",
          "events"
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
};
