package {{package}}.http;

import {{package}}.repositories.Repository;

/** A reference field and the repository of the records it may point at. */
public record Reference(String field, String label, Repository target) {}
