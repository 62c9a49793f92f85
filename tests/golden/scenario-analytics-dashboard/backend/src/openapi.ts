/**
 * The OpenAPI document of this API: every route, the body it takes, each status it answers and the body of each.
 * The tests check every answer they receive against it (test/api-document.ts). Written from the app model;
 * regenerate rather than edit.
 */
export const openApiDocument = {
  "openapi": "3.0.3",
  "info": {
    "title": "Metrics API",
    "version": "0.1.0",
    "description": "Usage figures for a small product team\n\nEvery failure is answered with the Error shape. A request whose JSON body cannot be read is answered 400 (not JSON), 413 (over 1 MB) or 415 (an unsupported charset or content encoding), whatever its route; the operations that take a body declare these. A path or method that no operation lists is answered 404."
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
    "/api/metrics": {
      "get": {
        "operationId": "getMetrics",
        "summary": "List metrics",
        "tags": [
          "Metrics"
        ],
        "responses": {
          "200": {
            "description": "Every metric, in the order they were created (no paging).",
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/Metric"
                  }
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
      },
      "post": {
        "operationId": "postMetrics",
        "summary": "Create a metric",
        "tags": [
          "Metrics"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/MetricInput"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The metric created, with its id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Metric"
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
    "/api/metrics/{id}": {
      "get": {
        "operationId": "getMetricsById",
        "summary": "Read a metric",
        "tags": [
          "Metrics"
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
            "description": "The metric.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Metric"
                }
              }
            }
          },
          "404": {
            "description": "No metric has this id.",
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
      },
      "put": {
        "operationId": "putMetricsById",
        "summary": "Update a metric",
        "tags": [
          "Metrics"
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
                "$ref": "#/components/schemas/MetricInput"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The metric as stored now.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Metric"
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
          "404": {
            "description": "No metric has this id.",
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
      },
      "delete": {
        "operationId": "deleteMetricsById",
        "summary": "Delete a metric",
        "tags": [
          "Metrics"
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
          "404": {
            "description": "No metric has this id.",
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
    "/api/reports": {
      "get": {
        "operationId": "getReports",
        "summary": "List reports",
        "tags": [
          "Reports"
        ],
        "responses": {
          "200": {
            "description": "Every report, in the order they were created (no paging).",
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/Report"
                  }
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
      },
      "post": {
        "operationId": "postReports",
        "summary": "Create a report",
        "tags": [
          "Reports"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ReportInput"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The report created, with its id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Report"
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
    "/api/reports/{id}": {
      "get": {
        "operationId": "getReportsById",
        "summary": "Read a report",
        "tags": [
          "Reports"
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
            "description": "The report.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Report"
                }
              }
            }
          },
          "404": {
            "description": "No report has this id.",
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
      },
      "put": {
        "operationId": "putReportsById",
        "summary": "Update a report",
        "tags": [
          "Reports"
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
                "$ref": "#/components/schemas/ReportInput"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The report as stored now.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Report"
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
          "404": {
            "description": "No report has this id.",
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
      },
      "delete": {
        "operationId": "deleteReportsById",
        "summary": "Delete a report",
        "tags": [
          "Reports"
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
          "404": {
            "description": "No report has this id.",
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
    "/api/data-sources": {
      "get": {
        "operationId": "getDataSources",
        "summary": "List data sources",
        "tags": [
          "Data sources"
        ],
        "responses": {
          "200": {
            "description": "Every data source, in the order they were created (no paging).",
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/DataSource"
                  }
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
      },
      "post": {
        "operationId": "postDataSources",
        "summary": "Create a data source",
        "tags": [
          "Data sources"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/DataSourceInput"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The data source created, with its id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DataSource"
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
    "/api/data-sources/{id}": {
      "get": {
        "operationId": "getDataSourcesById",
        "summary": "Read a data source",
        "tags": [
          "Data sources"
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
            "description": "The data source.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DataSource"
                }
              }
            }
          },
          "404": {
            "description": "No data source has this id.",
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
      },
      "put": {
        "operationId": "putDataSourcesById",
        "summary": "Update a data source",
        "tags": [
          "Data sources"
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
                "$ref": "#/components/schemas/DataSourceInput"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The data source as stored now.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DataSource"
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
          "404": {
            "description": "No data source has this id.",
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
      },
      "delete": {
        "operationId": "deleteDataSourcesById",
        "summary": "Delete a data source",
        "tags": [
          "Data sources"
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
          "404": {
            "description": "No data source has this id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "409": {
            "description": "Other records still refer to it (metrics).",
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
      "Metric": {
        "type": "object",
        "description": "A metric, as the API answers it.",
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
          "value": {
            "type": "number"
          },
          "unit": {
            "type": "string",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored.",
            "nullable": true
          },
          "recordedAt": {
            "type": "string",
            "format": "date-time",
            "description": "An RFC 3339 date and time, such as 2030-01-15T10:00:00Z; answered in UTC."
          },
          "dataSourceId": {
            "type": "string",
            "minLength": 1,
            "description": "The id of a data source, which must exist (else 400).",
            "nullable": true
          }
        },
        "required": [
          "id",
          "name",
          "value",
          "unit",
          "recordedAt",
          "dataSourceId"
        ],
        "additionalProperties": false
      },
      "MetricInput": {
        "type": "object",
        "description": "What a client sends to create or replace a metric. An optional field left out is stored as null (a yes/no as false); other properties are ignored.",
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored."
          },
          "value": {
            "type": "number"
          },
          "unit": {
            "type": "string",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored.",
            "nullable": true
          },
          "recordedAt": {
            "type": "string",
            "format": "date-time",
            "description": "An RFC 3339 date and time, such as 2030-01-15T10:00:00Z; answered in UTC."
          },
          "dataSourceId": {
            "type": "string",
            "minLength": 1,
            "description": "The id of a data source, which must exist (else 400).",
            "nullable": true
          }
        },
        "required": [
          "name",
          "value",
          "recordedAt"
        ]
      },
      "Report": {
        "type": "object",
        "description": "A report, as the API answers it.",
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
          "summary": {
            "type": "string",
            "maxLength": 10000,
            "description": "Trimmed of spaces at both ends before it is checked and stored.",
            "nullable": true
          },
          "periodStart": {
            "type": "string",
            "format": "date-time",
            "description": "An RFC 3339 date and time, such as 2030-01-15T10:00:00Z; answered in UTC."
          },
          "periodEnd": {
            "type": "string",
            "format": "date-time",
            "description": "An RFC 3339 date and time, such as 2030-01-15T10:00:00Z; answered in UTC."
          }
        },
        "required": [
          "id",
          "title",
          "summary",
          "periodStart",
          "periodEnd"
        ],
        "additionalProperties": false
      },
      "ReportInput": {
        "type": "object",
        "description": "What a client sends to create or replace a report. An optional field left out is stored as null (a yes/no as false); other properties are ignored.",
        "properties": {
          "title": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored."
          },
          "summary": {
            "type": "string",
            "maxLength": 10000,
            "description": "Trimmed of spaces at both ends before it is checked and stored.",
            "nullable": true
          },
          "periodStart": {
            "type": "string",
            "format": "date-time",
            "description": "An RFC 3339 date and time, such as 2030-01-15T10:00:00Z; answered in UTC."
          },
          "periodEnd": {
            "type": "string",
            "format": "date-time",
            "description": "An RFC 3339 date and time, such as 2030-01-15T10:00:00Z; answered in UTC."
          }
        },
        "required": [
          "title",
          "periodStart",
          "periodEnd"
        ]
      },
      "DataSource": {
        "type": "object",
        "description": "A data source, as the API answers it.",
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
          "kind": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored."
          },
          "url": {
            "type": "string",
            "format": "uri",
            "nullable": true
          },
          "active": {
            "type": "boolean"
          }
        },
        "required": [
          "id",
          "name",
          "kind",
          "url",
          "active"
        ],
        "additionalProperties": false
      },
      "DataSourceInput": {
        "type": "object",
        "description": "What a client sends to create or replace a data source. An optional field left out is stored as null (a yes/no as false); other properties are ignored.",
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored."
          },
          "kind": {
            "type": "string",
            "minLength": 1,
            "pattern": "\\S",
            "maxLength": 200,
            "description": "Trimmed of spaces at both ends before it is checked and stored."
          },
          "url": {
            "type": "string",
            "format": "uri",
            "nullable": true
          },
          "active": {
            "type": "boolean"
          }
        },
        "required": [
          "name",
          "kind"
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
              "metrics": {
                "type": "integer",
                "minimum": 0
              },
              "reports": {
                "type": "integer",
                "minimum": 0
              },
              "data-sources": {
                "type": "integer",
                "minimum": 0
              }
            },
            "required": [
              "metrics",
              "reports",
              "data-sources"
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
      }
    }
  }
};
